import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconClockPlay, IconClockStop, IconEdit } from "@tabler/icons-react";
import { useState } from "react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { todayIn } from "../../../../shared/common/time.rules";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useCreateAttendance, useTodayAttendance } from "../attendance.queries";
import { formatAttendanceDate, formatClockTime } from "../attendanceDisplay";
import { attendanceFailureToast, attendanceSuccessToast } from "../attendanceToasts";
import { clockCardState, toClockInBody } from "../clockCard";
import { RecordDetails } from "./RecordDetails";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const ClockOutDialog = lazyDialog(
  () => import("./ClockOutDialog").then((m) => m.ClockOutDialog),
  (p) => p.record !== null,
);

/** The Clock In/Out card: Clock In, then Clock Out, then today's completed record with Edit. */
export function ClockCard({ onEdit }: { onEdit: (record: AttendanceDto) => void }) {
  const today = useTodayAttendance();
  const timeZone = useTimeZone();
  const clockIn = useCreateAttendance();
  const [clockingOut, setClockingOut] = useState<AttendanceDto | null>(null);

  const startDay = () =>
    clockIn.mutate(toClockInBody(new Date(), timeZone), {
      onSuccess: () => showToast(attendanceSuccessToast("clockIn")),
      onError: (error) => showToast(attendanceFailureToast("clockIn", error)),
    });

  const body = () => {
    if (today.isPending)
      return (
        <Stack gap="sm" aria-busy="true" aria-label="Loading today's attendance">
          <Skeleton h={18} w="60%" />
          <Skeleton h={36} w={140} />
        </Stack>
      );
    if (today.isError) return <LoadError title="Could not load today's attendance" query={today} />;
    const state = clockCardState(today.data);
    switch (state.kind) {
      case "notClockedIn":
        return (
          <Stack gap="md" align="flex-start">
            <Text size="sm" c="dimmed">
              You have not clocked in yet today.
            </Text>
            <Button leftSection={<IconClockPlay size={18} />} onClick={startDay} loading={clockIn.isPending}>
              Clock In
            </Button>
          </Stack>
        );
      case "clockedIn":
        return (
          <Stack gap="md" align="flex-start">
            <Text size="sm">
              Clocked in at{" "}
              <Text span fw={650}>
                {formatClockTime(state.record.clockIn)}
              </Text>
            </Text>
            <Button
              color="red"
              leftSection={<IconClockStop size={18} />}
              onClick={() => setClockingOut(state.record)}
            >
              Clock Out
            </Button>
          </Stack>
        );
      case "completed":
        return (
          <Stack gap="md">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color="green" variant="light" radius="xl" size="md">
                <IconCircleCheck size={18} />
              </ThemeIcon>
              <Text fw={650}>Today's Attendance Completed</Text>
            </Group>
            <RecordDetails record={state.record} />
            <Button
              variant="light"
              leftSection={<IconEdit size={16} />}
              onClick={() => onEdit(state.record)}
              style={{ alignSelf: "flex-start" }}
            >
              Edit
            </Button>
          </Stack>
        );
    }
  };

  const state = today.data === undefined ? null : clockCardState(today.data).kind;
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Clock In/Out
            </Title>
            <Text size="sm" c="dimmed">
              {formatAttendanceDate(todayIn(timeZone, new Date()))}
            </Text>
          </Stack>
          {state === "clockedIn" && (
            <Badge color="teal" variant="light">
              Working
            </Badge>
          )}
          {state === "completed" && (
            <Badge color="green" variant="light">
              Done
            </Badge>
          )}
        </Group>
        {body()}
      </Stack>
      <ClockOutDialog record={clockingOut} onClose={() => setClockingOut(null)} />
    </Paper>
  );
}
