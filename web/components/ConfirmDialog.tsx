import { Button, Group, Modal, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";

export type ConfirmDialogProps<T> = {
  /** What the action is about; null keeps the dialog closed. */
  subject: T | null;
  title: string;
  onClose: () => void;
  onConfirm: (subject: T) => void;
  /** The confirming button's words ('Delete', 'Dismiss request') and colour. */
  confirmLabel: string;
  confirmColor?: string;
  /** The action is running: the confirming button waits. */
  busy: boolean;
  /** The question and details, from the subject shown (the last one while the dialog fades out). */
  children: (shown: T | null) => ReactNode;
};

/** Asks before an action that cannot be taken back: the screen's question, Cancel (focused) and the action. */
export function ConfirmDialog<T>({
  subject,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  confirmColor = "red",
  busy,
  children,
}: ConfirmDialogProps<T>) {
  // Keep the last subject while the dialog fades out after closing, so its text does not go blank.
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  return (
    <Modal opened={subject !== null} onClose={onClose} title={title} centered radius="md">
      <Stack>
        {children(shown)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={() => subject !== null && onConfirm(subject)} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
