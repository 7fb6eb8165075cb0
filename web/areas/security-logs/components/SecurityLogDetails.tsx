import { Box, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import type { SecurityLogDto } from "../../../../shared/security-logs/security-logs.schema";
import {
  flattenMetadata,
  formatLogTime,
  logCompanyName,
  logResource,
  logUserName,
} from "../securityLogDisplay";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";
import { SecurityLogLevelBadge } from "./SecurityLogLevelBadge";

type SecurityLogDetailsProps = {
  logs: readonly SecurityLogDto[];
  timeZone: string;
  /** The entry opened from the Table View: brought into sight and outlined. */
  openedId: number | null;
};

/**
 * The Detail View (security-logs.md §5): each entry of the page as a card with who, which company, the record
 * acted on, where the request came from, the message and the metadata as readable key/value lines.
 */
export function SecurityLogDetails({ logs, timeZone, openedId }: SecurityLogDetailsProps) {
  return (
    <Stack gap="md">
      {logs.map((log) => (
        <SecurityLogCard key={log.id} log={log} timeZone={timeZone} opened={log.id === openedId} />
      ))}
    </Stack>
  );
}

/** One labelled value of a card. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Box component="dd" m={0} mt={2}>
        {children}
      </Box>
    </Box>
  );
}

function SecurityLogCard({
  log,
  timeZone,
  opened,
}: {
  log: SecurityLogDto;
  timeZone: string;
  opened: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (opened) ref.current?.scrollIntoView({ block: "start" });
  }, [opened]);
  const headingId = `security-log-${log.id}-title`;
  const time = formatLogTime(log.timestamp, timeZone);
  const metadata = flattenMetadata(log.metadata, timeZone);
  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p="lg"
      style={{
        scrollMarginTop: 80,
        ...(opened ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : {}),
      }}
    >
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Group gap="sm" align="center">
          <SecurityLogLevelBadge level={log.level} />
          <Title order={3} size="h5" id={headingId}>
            <Code fz="sm">{log.action}</Code>
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {time}
        </Text>
      </Group>
      <Text size="sm" mb="md">
        {log.message}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm" m={0}>
        <Field label={SECURITY_LOG_TEXT.user}>
          <Text size="sm">{logUserName(log)}</Text>
          {log.user && (
            <Text size="xs" c="dimmed">
              {log.user.username}
            </Text>
          )}
        </Field>
        <Field label={SECURITY_LOG_TEXT.company}>
          <Text size="sm">{logCompanyName(log)}</Text>
        </Field>
        <Field label={SECURITY_LOG_TEXT.resource}>
          <Text size="sm">{logResource(log)}</Text>
        </Field>
        <Field label={SECURITY_LOG_TEXT.ipAddress}>
          <Text size="sm" ff="monospace">
            {log.ipAddress ?? "—"}
          </Text>
        </Field>
      </SimpleGrid>
      <Box component="dl" m={0} mt="sm">
        <Field label={SECURITY_LOG_TEXT.userAgent}>
          <Text size="sm" style={{ wordBreak: "break-word" }}>
            {log.userAgent ?? "—"}
          </Text>
        </Field>
      </Box>
      <Box mt="md">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3} mb={6}>
          {SECURITY_LOG_TEXT.metadata}
        </Text>
        {metadata.length === 0 ? (
          <Text size="sm" c="dimmed">
            {SECURITY_LOG_TEXT.noMetadata}
          </Text>
        ) : (
          <Paper bg="gray.0" radius="md" p="sm">
            <Box
              component="dl"
              m={0}
              aria-label={`${SECURITY_LOG_TEXT.metadata} of ${log.action}`}
              style={{
                display: "grid",
                gridTemplateColumns: "minmax(140px, max-content) 1fr",
                gap: "6px 16px",
              }}
            >
              {metadata.map((entry) => (
                <MetadataLine key={entry.key} label={entry.key} value={entry.value} />
              ))}
            </Box>
          </Paper>
        )}
      </Box>
    </Paper>
  );
}

function MetadataLine({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ wordBreak: "break-word" }}>
        {value}
      </Text>
    </>
  );
}
