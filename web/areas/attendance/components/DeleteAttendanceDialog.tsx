import { Text } from "@mantine/core";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
import { showToast } from "../../../lib/toast";
import { useDeleteAttendance } from "../attendance.queries";
import { formatAttendanceDate } from "../attendanceDisplay";
import { attendanceFailureToast, attendanceSuccessToast } from "../attendanceToasts";

type DeleteAttendanceDialogProps = {
  /** The record to delete; null keeps the dialog closed. */
  record: AttendanceDto | null;
  onClose: () => void;
};

/** Asks before deleting one's own record (docs/product/attendance.md §6.1). */
export function DeleteAttendanceDialog({ record, onClose }: DeleteAttendanceDialogProps) {
  const deleteAttendance = useDeleteAttendance();
  const confirm = (target: AttendanceDto) =>
    deleteAttendance.mutate(target.id, {
      onSuccess: () => {
        showToast(attendanceSuccessToast("delete"));
        onClose();
      },
      onError: (error) => showToast(attendanceFailureToast("delete", error)),
    });

  return (
    <ConfirmDeleteDialog
      subject={record}
      title="Delete attendance record"
      onClose={onClose}
      onConfirm={confirm}
      deleting={deleteAttendance.isPending}
    >
      {(shown) => (
        <>
          <Text>Are you sure you want to delete this attendance record?</Text>
          {shown && (
            <Text size="sm" c="dimmed">
              {formatAttendanceDate(shown.attendanceDate)}
            </Text>
          )}
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
