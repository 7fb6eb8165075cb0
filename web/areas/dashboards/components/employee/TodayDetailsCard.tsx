import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconClockPlay, IconClockStop, IconListDetails } from "@tabler/icons-react";
import { Link } from "react-router";
import type { AttendanceDto } from "../../../../../shared/attendance/attendance.schema";
import { EMPTY_VALUE, formatClockTime, formatHours } from "../../../attendance/attendanceDisplay";
import { clockCardState } from "../../../attendance/clockCard";
import { SectionCard } from "../SectionCard";

interface TodayDetailsCardProps {
  record: AttendanceDto | null | undefined;
  isPending: boolean;
  /** Today's record could not be loaded: offer no clock action that may be wrong. */
  failed: boolean;
}

const ACTION = {
  notClockedIn: { label: "Clock In", icon: IconClockPlay, variant: "filled" },
  clockedIn: { label: "Clock Out", icon: IconClockStop, variant: "filled" },
  completed: { label: "View Attendance", icon: IconListDetails, variant: "light" },
} as const;

/** Today's Details: Clock In, Clock Out, Effective Hours and Key Tasks, with the way to clock in or out. */
export function TodayDetailsCard({ record, isPending, failed }: TodayDetailsCardProps) {
  const action = ACTION[clockCardState(record).kind];
  return (
    <SectionCard title="Today's Details" icon={<IconListDetails size={18} />} h="100%">
      {isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={36} w={140} />
        </Stack>
      ) : failed ? (
        <Text size="sm" c="red.7">
          Today's attendance could not be loaded.
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="sm">
            <Detail label="Clock In" value={formatClockTime(record?.clockIn ?? null)} />
            <Detail label="Clock Out" value={formatClockTime(record?.clockOut ?? null)} />
            <Detail label="Effective Hours" value={formatHours(record?.effectiveHours ?? null)} />
          </SimpleGrid>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              Key Tasks
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }} lineClamp={4}>
              {record?.keyTasks || EMPTY_VALUE}
            </Text>
          </Stack>
          <Button
            component={Link}
            to="/attendance"
            variant={action.variant}
            leftSection={<action.icon size={18} />}
            style={{ alignSelf: "flex-start" }}
          >
            {action.label}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} p="xs" bg="gray.0" style={{ borderRadius: "var(--mantine-radius-md)" }}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
