import { Modal } from "@mantine/core";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { fullNameOf } from "../userDisplay";
import { SalaryStructure } from "./SalaryStructure";

type SalaryStructureDialogProps = {
  /** The person whose structure shows; null keeps the dialog closed. */
  user: UserListItem | null;
  onClose: () => void;
};

/** A person's 'Salary structure' from their card (docs/product/employees.md §2.1, §5). */
export function SalaryStructureDialog(props: SalaryStructureDialogProps) {
  // While the dialog fades out the caller has already cleared its person: keep showing the one that was open.
  const opened = props.user !== null;
  const { user } = useHeldWhileClosing({ opened, user: props.user });
  return (
    <Modal opened={opened} onClose={props.onClose} title={user ? fullNameOf(user) : ""} centered radius="md">
      {user && <SalaryStructure annualCtc={user.annualCtc} workState={user.workState} />}
    </Modal>
  );
}
