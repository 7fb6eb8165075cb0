import { Text } from "@mantine/core";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
import { showToast } from "../../../lib/toast";
import { useDeleteCandidate } from "../candidates.queries";
import { candidateDeletedToast, candidateDeleteFailedToast } from "../candidateTexts";

type CandidateDeleteDialogProps = {
  /** The candidate to delete; null keeps the dialog closed. */
  candidate: CandidateDto | null;
  onClose: () => void;
};

/** Asks before deleting a candidate, naming them (docs/product/recruitment.md §6.4 for the toasts). */
export function CandidateDeleteDialog({ candidate, onClose }: CandidateDeleteDialogProps) {
  const deleteCandidate = useDeleteCandidate();
  const confirm = (target: CandidateDto) =>
    deleteCandidate.mutate(target.id, {
      onSuccess: () => {
        showToast(candidateDeletedToast());
        onClose();
      },
      onError: (error) => showToast(candidateDeleteFailedToast(error)),
    });

  return (
    <ConfirmDeleteDialog
      subject={candidate}
      title="Delete candidate"
      onClose={onClose}
      onConfirm={confirm}
      deleting={deleteCandidate.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Delete{" "}
            <Text span fw={650}>
              {shown?.name ?? ""}
            </Text>
            {shown ? ` (${shown.jobTitle})` : ""}?
          </Text>
          <Text size="sm" c="dimmed">
            Their CV and intro video go with them, unless another candidate uses the same file. This cannot be
            undone.
          </Text>
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
