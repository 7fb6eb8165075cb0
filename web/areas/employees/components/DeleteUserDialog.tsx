import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { showToast } from "../../../lib/toast";
import { useDeleteUser } from "../employees.queries";
import { fullNameOf } from "../userDisplay";
import { userDeletedToast, userDeleteFailedToast } from "../userToasts";

type DeleteUserDialogProps = {
  /** The person to delete; null keeps the dialog closed. */
  user: UserListItem | null;
  onClose: () => void;
};

/** Confirms a (soft) delete: the person loses access, their records stay. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  // Keep the last person's name while the dialog fades out after closing.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const name = shown ? fullNameOf(shown) : "";

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        showToast(userDeletedToast());
        onClose();
      },
      onError: (error) => showToast(userDeleteFailedToast(error)),
    });
  };

  return (
    <Modal opened={user !== null} onClose={onClose} title="Delete user" centered radius="md">
      <Stack>
        <Text>
          Delete{" "}
          <Text span fw={650}>
            {name}
          </Text>
          ?
        </Text>
        <Text size="sm" c="dimmed">
          This will remove their access. Their records are kept.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={deleteUser.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
