import { EmptyState, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCalendarOff } from "@tabler/icons-react";
import type { LeaveDto } from "../../../../shared/leaves/leaves.schema";
import { formatLeaveRange } from "../leaveDisplay";
import { LeaveDaysBadges, LeaveStatusBadge } from "./LeaveBadges";

/** Leave History (docs/product/leave.md §6.1): each request's dates, reason, status badge and length. */
export function LeaveHistoryList({ leaves }: { leaves: readonly LeaveDto[] }) {
  if (leaves.length === 0)
    return (
      <EmptyState variant="light" icon={<IconCalendarOff size={28} stroke={1.6} />} py="xl">
        <EmptyState.Title order={3}>No leave requests yet</EmptyState.Title>
        <EmptyState.Description maw={360}>
          Requests you submit appear here with their status.
        </EmptyState.Description>
      </EmptyState>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {leaves.map((leave) => (
        <Paper key={leave.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {formatLeaveRange(leave.startDate, leave.endDate)}
            </Text>
            <LeaveStatusBadge status={leave.status} />
          </Group>
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {leave.reason}
          </Text>
          <Group gap={6} mt="xs">
            <LeaveDaysBadges days={leave.days} isHalfDay={leave.isHalfDay} halfDayType={leave.halfDayType} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
