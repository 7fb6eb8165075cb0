import type { ReactNode } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

type ConfirmDeleteDialogProps<T> = {
  /** What would be deleted; null keeps the dialog closed. */
  subject: T | null;
  title: string;
  onClose: () => void;
  onConfirm: (subject: T) => void;
  deleting: boolean;
  /** The question and details, from the subject shown (the last one while the dialog fades out). */
  children: (shown: T | null) => ReactNode;
};

/** Asks before a delete: the screen's question, Cancel (focused) and a red Delete. */
export function ConfirmDeleteDialog<T>({ deleting, ...props }: ConfirmDeleteDialogProps<T>) {
  return <ConfirmDialog {...props} confirmLabel="Delete" confirmColor="red" busy={deleting} />;
}
