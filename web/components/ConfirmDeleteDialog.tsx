import { Button, Group, Modal, Stack } from "@mantine/core";
import { type ReactNode, useState } from "react";

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
export function ConfirmDeleteDialog<T>({
  subject,
  title,
  onClose,
  onConfirm,
  deleting,
  children,
}: ConfirmDeleteDialogProps<T>) {
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
          <Button color="red" onClick={() => subject !== null && onConfirm(subject)} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
