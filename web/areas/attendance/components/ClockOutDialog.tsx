import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useUpdateAttendance } from "../attendance.queries";
import { formatClockTime } from "../attendanceDisplay";
import { type ClockOutValues, toClockOutBody, validateClockOut } from "../attendanceForm";
import { attendanceFailureToast, attendanceSuccessToast } from "../attendanceToasts";
import { EffectiveHoursInput } from "./EffectiveHoursInput";

type ClockOutDialogProps = {
  /** Today's open record; null keeps the dialog closed. */
  record: AttendanceDto | null;
  onClose: () => void;
};

/** Clock Out asks for the day's effective hours (required) and key tasks (optional). */
export function ClockOutDialog({ record, onClose }: ClockOutDialogProps) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Clock Out" centered radius="md">
      {record && <ClockOutForm key={record.id} record={record} onClose={onClose} />}
    </Modal>
  );
}

function ClockOutForm({ record, onClose }: { record: AttendanceDto; onClose: () => void }) {
  const update = useUpdateAttendance();
  const timeZone = useTimeZone();
  const form = useForm<ClockOutValues>({
    initialValues: { effectiveHours: "", keyTasks: "" },
    validate: validateClockOut,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { id: record.id, input: toClockOutBody(values, new Date(), timeZone) },
      {
        onSuccess: () => {
          showToast(attendanceSuccessToast("clockOut"));
          onClose();
        },
        onError: (error) => showToast(attendanceFailureToast("clockOut", error)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You clocked in at {formatClockTime(record.clockIn)}. Your clock-out time is recorded when you
          confirm.
        </Text>
        <EffectiveHoursInput data-autofocus {...form.getInputProps("effectiveHours")} />
        <Textarea
          label="Key Tasks"
          description="Optional"
          placeholder="What did you work on today?"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("keyTasks")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={update.isPending}>
            Clock Out
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
