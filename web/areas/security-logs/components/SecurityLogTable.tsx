import { ActionIcon, Code, Paper, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import type { SecurityLogDto } from "../../../../shared/security-logs/security-logs.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { formatLogTime, logCompanyName, logResource, logUserName } from "../securityLogDisplay";
import { SECURITY_LOG_TEXT } from "../securityLogTexts";
import { SecurityLogLevelBadge } from "./SecurityLogLevelBadge";

/**
 * The columns. The message's width is named so that it does not take all the room the others leave: an
 * action then stays on one line beside the sidebar, and a long message wraps (three lines at most).
 */
const COLUMNS: readonly { label: string; width?: number }[] = [
  { label: SECURITY_LOG_TEXT.time },
  { label: SECURITY_LOG_TEXT.level },
  // The record acted on reads under the action: what happened, to what.
  { label: SECURITY_LOG_TEXT.action },
  { label: SECURITY_LOG_TEXT.user },
  { label: SECURITY_LOG_TEXT.company },
  { label: SECURITY_LOG_TEXT.ipAddress },
  { label: SECURITY_LOG_TEXT.message, width: 220 },
];

type SecurityLogTableProps = {
  logs: readonly SecurityLogDto[];
  timeZone: string;
  /** Opens an entry in the Detail View. */
  onOpen: (log: SecurityLogDto) => void;
};

/** The Table View (security-logs.md §5): one row per entry, newest first; each opens in the Detail View. */
export function SecurityLogTable({ logs, timeZone, onOpen }: SecurityLogTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={980} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Security logs">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column.label} w={column.width} style={{ whiteSpace: "nowrap" }}>
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th w={48}>
                <VisuallyHidden>{SECURITY_LOG_TEXT.viewDetails}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.map((log) => (
              <Table.Tr key={log.id}>
                <Table.Td>
                  <LogTime text={formatLogTime(log.timestamp, timeZone)} />
                </Table.Td>
                <Table.Td>
                  <SecurityLogLevelBadge level={log.level} style={{ minWidth: "max-content" }} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Code fz="xs">
                      <BreakableCode text={log.action} />
                    </Code>
                    <Text size="xs" c="dimmed">
                      {logResource(log)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0} miw={160}>
                    <Text size="sm" c={log.user ? undefined : "dimmed"}>
                      {logUserName(log)}
                    </Text>
                    {log.user && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
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
                  <Text size="sm" ff="monospace">
                    {log.ipAddress ?? "—"}
                  </Text>
                </Table.Td>
                <Table.Td maw={300}>
                  <Text size="sm" lineClamp={3} title={log.message}>
                    {log.message}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowTooltip label={SECURITY_LOG_TEXT.viewDetails}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${SECURITY_LOG_TEXT.viewDetails}: ${log.action} at ${formatLogTime(log.timestamp, timeZone)}`}
                      onClick={() => onOpen(log)}
                    >
                      <IconListDetails size={18} />
                    </ActionIcon>
                  </RowTooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A log time on two lines, the day above the clock, never broken inside either. */
function LogTime({ text }: { text: string }) {
  const split = text.lastIndexOf(" ");
  if (split < 0) return <Text size="sm">{text}</Text>;
  return (
    <Text size="sm">
      <span style={{ whiteSpace: "nowrap" }}>{text.slice(0, split)}</span>{" "}
      <span style={{ whiteSpace: "nowrap" }}>{text.slice(split + 1)}</span>
    </Text>
  );
}

/** Actions up to this long stay on one line; a longer one may wrap after its underscores. */
const ONE_LINE_ACTION = 20;

/** An action such as PAYROLL_ENABLEMENT_REQUEST_CLOSED: on one line, or wrapped after an underscore when long. */
function BreakableCode({ text }: { text: string }) {
  if (text.length <= ONE_LINE_ACTION) return <span style={{ whiteSpace: "nowrap" }}>{text}</span>;
  const parts = text.split("_");
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              _<wbr />
            </>
          )}
        </span>
      ))}
    </>
  );
}
