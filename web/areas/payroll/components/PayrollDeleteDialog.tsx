import { Text } from "@mantine/core";
import { periodLabel } from "../../../../shared/payroll/payroll.rules";
import type { PayrollDto } from "../../../../shared/payroll/payroll.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
import { showToast } from "../../../lib/toast";
import { useDeletePayroll } from "../payroll.queries";
import { formatAmount, payeeName } from "../payrollDisplay";
import { payrollDeletedToast, payrollDeleteFailedToast } from "../payrollTexts";

type PayrollDeleteDialogProps = {
  /** The row to delete; null keeps the dialog closed. */
  row: PayrollDto | null;
  onClose: () => void;
};

/** Asks before deleting a payroll record, naming the person and the month (docs/product/payroll.md §6.3). */
export function PayrollDeleteDialog({ row, onClose }: PayrollDeleteDialogProps) {
  const deletePayroll = useDeletePayroll();
  const confirm = (target: PayrollDto) =>
    deletePayroll.mutate(target.id, {
      onSuccess: () => {
        showToast(payrollDeletedToast());
        onClose();
      },
      onError: (error) => showToast(payrollDeleteFailedToast(error)),
    });

  return (
    <ConfirmDeleteDialog
      subject={row}
      title="Delete payroll record"
      onClose={onClose}
      onConfirm={confirm}
      deleting={deletePayroll.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Delete the payroll record of{" "}
            <Text span fw={650}>
              {shown ? payeeName(shown) : ""}
            </Text>
            {shown ? ` for ${periodLabel(shown.month, shown.year)}` : ""}?
          </Text>
          {shown && (
            <Text size="sm" c="dimmed">
              {`Net pay ${formatAmount(shown.netPay)}, ${shown.status}. This cannot be undone; Generate can make a new Pending record for the month.`}
            </Text>
          )}
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
