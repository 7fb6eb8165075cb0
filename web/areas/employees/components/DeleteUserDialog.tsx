import { Text } from "@mantine/core";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
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
  const confirm = (target: UserListItem) =>
    deleteUser.mutate(target.id, {
      onSuccess: () => {
        showToast(userDeletedToast());
        onClose();
      },
      onError: (error) => showToast(userDeleteFailedToast(error)),
    });

  return (
    <ConfirmDeleteDialog
      subject={user}
      title="Delete user"
      onClose={onClose}
      onConfirm={confirm}
      deleting={deleteUser.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Delete{" "}
            <Text span fw={650}>
              {shown ? fullNameOf(shown) : ""}
            </Text>
            ?
          </Text>
          <Text size="sm" c="dimmed">
            This will remove their access. Their records are kept.
          </Text>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
