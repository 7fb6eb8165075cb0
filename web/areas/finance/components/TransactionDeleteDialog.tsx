import { Text } from "@mantine/core";
import { formatCents } from "../../../../shared/finance/finance.rules";
import type { TransactionDto } from "../../../../shared/finance/finance.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
import { showToast } from "../../../lib/toast";
import { useDeleteTransaction } from "../finance.queries";
import { FINANCE_TEXT, transactionDeletedToast, transactionDeleteFailedToast } from "../financeTexts";

type TransactionDeleteDialogProps = {
  /** The transaction to delete; null keeps the dialog closed. */
  row: TransactionDto | null;
  onClose: () => void;
};

/** Asks before deleting a transaction, naming its amount and company (docs/product/finance.md §5). */
export function TransactionDeleteDialog({ row, onClose }: TransactionDeleteDialogProps) {
  const remove = useDeleteTransaction();
  const confirm = (target: TransactionDto) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        showToast(transactionDeletedToast());
        onClose();
      },
      onError: (error) => showToast(transactionDeleteFailedToast(error)),
    });
  return (
    <ConfirmDeleteDialog
      subject={row}
      title={FINANCE_TEXT.deleteTransaction}
      onClose={onClose}
      onConfirm={confirm}
      deleting={remove.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Delete the transaction of{" "}
            <Text span fw={650}>
              {shown ? formatCents(shown.amount, shown.currency) : ""}
            </Text>
            {shown ? ` for ${shown.companyName}` : ""}?
          </Text>
          {shown?.comment && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {shown.comment}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            This cannot be undone.
          </Text>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
