import { Avatar, Group, Stack, Text } from "@mantine/core";
import { initialsOf } from "../../../../../shared/companies/companies.rules";
import type { CompanyLeaveDto } from "../../../../../shared/leaves/leaves.schema";
import { LeaveStatusBadge } from "../../../leaves/components/LeaveBadges";
import { formatLeaveDays, formatLeaveRange } from "../../../leaves/leaveDisplay";

/** The newest leave requests: who, which dates and the status badge; 'No recent leave requests.' when none. */
export function RecentLeavesList({ leaves }: { leaves: readonly CompanyLeaveDto[] }) {
  if (leaves.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        No recent leave requests.
      </Text>
    );
  }
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Recent leave requests"
    >
      {leaves.map((leave, index) => {
        const name = `${leave.firstName} ${leave.lastName}`.trim();
        return (
          <Group
            key={leave.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py="sm"
            style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-2)" } : undefined}
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Avatar size={36} radius="xl" color="teal" variant="light">
                {initialsOf(name)}
              </Avatar>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${formatLeaveRange(leave.startDate, leave.endDate)} · ${
                    leave.isHalfDay ? "0.5 Days" : formatLeaveDays(leave.days)
                  }`}
                </Text>
              </Stack>
            </Group>
            <LeaveStatusBadge status={leave.status} />
          </Group>
        );
      })}
    </Stack>
  );
}
