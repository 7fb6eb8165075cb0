import { Anchor, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconCalendarUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useLeaveBalance } from "../../../leaves/leaves.queries";
import { percentOf } from "../../dashboardFormat";
import { FigureTile } from "../FigureTile";
import { SectionCard } from "../SectionCard";

function days(value: number): string {
  return String(Number(value.toFixed(1)));
}

/** The leave balance: total, taken and remaining days (pending ones are set aside), with a link to /leaves. */
export function LeaveBalanceCard() {
  const balance = useLeaveBalance();
  const data = balance.data;
  return (
    <SectionCard
      title="Leave Balance"
      icon={<IconCalendarUser size={18} />}
      h="100%"
      action={
        <Anchor component={Link} to="/leaves" size="sm" fw={600}>
          Request leave
        </Anchor>
      }
    >
      {balance.isPending ? (
        <Stack gap="sm">
          <Skeleton h={48} />
          <Skeleton h={10} />
        </Stack>
      ) : !data ? (
        <Text size="sm" c="red.7">
          The leave balance could not be loaded.
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="xs">
            <FigureTile label="Total" value={days(data.totalLeaves)} />
            <FigureTile label="Taken" value={days(data.leavesTaken)} color="orange.8" />
            <FigureTile label="Remaining" value={days(data.leavesRemaining)} color="teal.8" />
          </SimpleGrid>
          <Stack gap={6}>
            <Progress.Root size="lg" radius="xl" aria-label="Leave used">
              <Progress.Section value={percentOf(data.leavesTaken, data.totalLeaves)} color="orange" />
              <Progress.Section value={percentOf(data.leavesPending, data.totalLeaves)} color="yellow.4" />
            </Progress.Root>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {`${days(data.leavesTaken)} of ${days(data.totalLeaves)} days taken`}
              </Text>
              {data.leavesPending > 0 && (
                <Text size="xs" c="yellow.9" fw={600}>
                  {`${days(data.leavesPending)} pending`}
                </Text>
              )}
            </Group>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
