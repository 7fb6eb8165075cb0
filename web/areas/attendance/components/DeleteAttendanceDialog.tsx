import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { showToast } from "../../../lib/toast";
import { useDeleteAttendance } from "../attendance.queries";
import { formatAttendanceDate } from "../attendanceDisplay";
import { attendanceFailureToast, attendanceSuccessToast } from "../attendanceToasts";

type DeleteAttendanceDialogProps = {
  /** The record to delete; null keeps the dialog closed. */
  record: AttendanceDto | null;
  onClose: () => void;
};

/** Asks before deleting one's own record (spec 01 §5). */
export function DeleteAttendanceDialog({ record, onClose }: DeleteAttendanceDialogProps) {
  const deleteAttendance = useDeleteAttendance();
  // Keep the last record's date while the dialog fades out after closing.
  const [shown, setShown] = useState(record);
  if (record && record !== shown) setShown(record);

  const confirm = () => {
    if (!record) return;
    deleteAttendance.mutate(record.id, {
      onSuccess: () => {
        showToast(attendanceSuccessToast("delete"));
        onClose();
      },
      onError: (error) => showToast(attendanceFailureToast("delete", error)),
    });
  };

  return (
    <Modal opened={record !== null} onClose={onClose} title="Delete attendance record" centered radius="md">
      <Stack>
        <Text>Are you sure you want to delete this attendance record?</Text>
        {shown && (
          <Text size="sm" c="dimmed">
            {formatAttendanceDate(shown.attendanceDate)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={deleteAttendance.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
