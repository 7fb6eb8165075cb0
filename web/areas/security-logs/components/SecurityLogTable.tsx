import { ActionIcon, Code, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import type { SecurityLogDto } from "../securityLogAnswer";
import { formatLogTime, logCompanyName, logResource, logUserName } from "../securityLogDisplay";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";
import { SecurityLogLevelBadge } from "./SecurityLogLevelBadge";

const COLUMNS = [
  SECURITY_LOG_TEXT.time,
  SECURITY_LOG_TEXT.level,
  SECURITY_LOG_TEXT.action,
  SECURITY_LOG_TEXT.user,
  SECURITY_LOG_TEXT.company,
  SECURITY_LOG_TEXT.resource,
  SECURITY_LOG_TEXT.ipAddress,
  SECURITY_LOG_TEXT.message,
] as const;

type SecurityLogTableProps = {
  logs: readonly SecurityLogDto[];
  timeZone: string;
  /** Opens an entry in the Detail View. */
  onOpen: (log: SecurityLogDto) => void;
};

/** The Table View (security-logs.md §5): one line per entry, newest first; each opens in the Detail View. */
export function SecurityLogTable({ logs, timeZone, onOpen }: SecurityLogTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={1100} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Security logs">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th w={48}>
                <VisuallyHidden>{SECURITY_LOG_TEXT.viewDetails}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm">{formatLogTime(log.timestamp, timeZone)}</Text>
                </Table.Td>
                <Table.Td>
                  <SecurityLogLevelBadge level={log.level} />
                </Table.Td>
                <Table.Td>
                  <Code fz="xs">{log.action}</Code>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" c={log.user ? undefined : "dimmed"}>
                      {logUserName(log)}
                    </Text>
                    {log.user && (
                      <Text size="xs" c="dimmed">
                        {log.user.username}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={log.company ? undefined : "dimmed"}>
                    {logCompanyName(log)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm">{logResource(log)}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" ff="monospace">
                    {log.ipAddress ?? "—"}
                  </Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2} title={log.message}>
                    {log.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={SECURITY_LOG_TEXT.viewDetails}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${SECURITY_LOG_TEXT.viewDetails}: ${log.action} at ${formatLogTime(log.timestamp, timeZone)}`}
                      onClick={() => onOpen(log)}
                    >
                      <IconListDetails size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
