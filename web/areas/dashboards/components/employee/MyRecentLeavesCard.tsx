import { Anchor, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link } from "react-router";
import type { LeaveDto } from "../../../../../shared/leaves/leaves.schema";
import { LeaveStatusBadge } from "../../../leaves/components/LeaveBadges";
import { formatLeaveDays } from "../../../leaves/leaveDisplay";
import { formatShortRange } from "../../dashboardFormat";
import { SectionCard } from "../SectionCard";

const SHOWN = 3;

/** The person's latest leave requests with their status, so a decision is seen at a glance. */
export function MyRecentLeavesCard({
  leaves,
  isPending,
}: {
  leaves: LeaveDto[] | undefined;
  isPending: boolean;
}) {
  const latest = (leaves ?? []).slice(0, SHOWN);
  return (
    <SectionCard
      title="My Leave Requests"
      icon={<IconHistory size={18} />}
      h="100%"
      action={
        <Anchor component={Link} to="/leaves" size="sm" fw={600}>
          View All
        </Anchor>
      }
    >
      {isPending ? (
        <Stack gap="sm">
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : latest.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          You have not requested any leave yet.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {latest.map((leave) => (
            <Group key={leave.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {formatShortRange(leave.startDate, leave.endDate)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {`${leave.isHalfDay ? "0.5 Days" : formatLeaveDays(leave.days)} · ${leave.reason}`}
                </Text>
              </Stack>
              <LeaveStatusBadge status={leave.status} />
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
