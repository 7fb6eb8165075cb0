import { Button, Group, Modal, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { DatePickerInput, TimeInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconCalendar, IconClock } from "@tabler/icons-react";
import { useState } from "react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { useToday } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useCreateAttendance, useUpdateAttendance } from "../attendance.queries";
import {
  type AttendanceFormValues,
  attendanceFormValuesFrom,
  emptyAttendanceForm,
  toAttendanceRequestBody,
  validateAttendanceForm,
} from "../attendanceForm";
import { attendanceFailureToast, attendanceSuccessToast } from "../attendanceToasts";
import { EffectiveHoursInput } from "./EffectiveHoursInput";

/** Which record dialog is open: none, a new record (optionally for a date), or one record's edit. */
export type RecordDialogState =
  | { kind: "closed" }
  | { kind: "add"; date?: string }
  | { kind: "edit"; record: AttendanceDto };

type AttendanceFormDialogProps = {
  state: RecordDialogState;
  onClose: () => void;
};

/** The Add Attendance Record and Edit Attendance Record dialogs (docs/product/attendance.md §6). */
export function AttendanceFormDialog({ state, onClose }: AttendanceFormDialogProps) {
  // Keep the last opened content while the modal fades out after the caller closed it.
  const [shown, setShown] = useState(state);
  if (state.kind !== "closed" && state !== shown) setShown(state);
  const current = state.kind === "closed" ? shown : state;
  const title = current.kind === "edit" ? "Edit Attendance Record" : "Add Attendance Record";
  return (
    <Modal opened={state.kind !== "closed"} onClose={onClose} title={title} size="lg" centered radius="md">
      {current.kind !== "closed" && (
        <AttendanceForm
          key={current.kind === "edit" ? `edit-${current.record.id}` : `add-${current.date ?? ""}`}
          state={current}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AttendanceForm({
  state,
  onClose,
}: {
  state: Exclude<RecordDialogState, { kind: "closed" }>;
  onClose: () => void;
}) {
  const today = useToday();
  const record = state.kind === "edit" ? state.record : undefined;
  const mode = record ? "edit" : "add";
  const create = useCreateAttendance();
  const update = useUpdateAttendance();

  const form = useForm<AttendanceFormValues>({
    initialValues: record
      ? attendanceFormValuesFrom(record)
      : emptyAttendanceForm(state.kind === "add" && state.date ? state.date : today),
    validate: (values) => validateAttendanceForm(values, mode, today),
  });

  const submit = form.onSubmit((values) => {
    const input = toAttendanceRequestBody(values, record);
    if (record) {
      update.mutate(
        { id: record.id, input },
        {
          onSuccess: () => {
            showToast(attendanceSuccessToast("update"));
            onClose();
          },
          onError: (error) => showToast(attendanceFailureToast("update", error)),
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        showToast(attendanceSuccessToast("add"));
        onClose();
      },
      onError: (error) => showToast(attendanceFailureToast("add", error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DatePickerInput
          label="Date"
          placeholder="Pick a date"
          valueFormat="ddd, D MMM YYYY"
          leftSection={<IconCalendar size={16} />}
          maxDate={today}
          withAsterisk
          {...form.getInputProps("attendanceDate")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TimeInput
            label="Clock In"
            leftSection={<IconClock size={16} />}
            withAsterisk
            {...form.getInputProps("clockIn")}
          />
          <TimeInput
            label="Clock Out"
            description="Optional"
            leftSection={<IconClock size={16} />}
            {...form.getInputProps("clockOut")}
          />
        </SimpleGrid>
        <EffectiveHoursInput {...form.getInputProps("effectiveHours")} />
        <Textarea
          label="Key Tasks"
          description="Optional"
          placeholder="What did you work on?"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("keyTasks")}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {mode === "edit" ? "Update Attendance" : "Add Attendance"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
