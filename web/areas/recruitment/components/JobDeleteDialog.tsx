import { Alert, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { ConfirmDeleteDialog } from "../../../components/ConfirmDeleteDialog";
import { showToast } from "../../../lib/toast";
import { candidateConflictOf, candidatesGoText } from "../jobDisplay";
import { useDeleteJob } from "../jobs.queries";
import { JOB_TEXT, jobDeletedToast, jobDeleteFailedToast } from "../jobTexts";

interface JobDeleteDialogProps {
  /** The job to delete; null keeps the dialog closed. */
  job: JobDto | null;
  onClose: () => void;
  onDeleted?: (job: JobDto) => void;
}

/**
 * Asks before a job is deleted. A job with candidates says how many go with it, and deleting sends
 * `withCandidates=true`; when candidates arrived since the list loaded, the server's 409 tells how many,
 * and the dialog asks again with that count (docs/product/recruitment.md §4).
 */
export function JobDeleteDialog({ job, onClose, onDeleted }: JobDeleteDialogProps) {
  const deleteJob = useDeleteJob();
  // The count a refused delete (409) gave for this job, newer than the list's.
  const [conflict, setConflict] = useState<{ jobId: number; candidateCount: number } | null>(null);
  const candidatesOf = (target: JobDto) =>
    conflict?.jobId === target.id ? conflict.candidateCount : target.candidateCounts.total;

  const close = () => {
    setConflict(null);
    onClose();
  };

  const confirm = (target: JobDto) => {
    const candidateCount = candidatesOf(target);
    deleteJob.mutate(
      { id: target.id, companyId: target.companyId, withCandidates: candidateCount > 0 },
      {
        onSuccess: () => {
          showToast(jobDeletedToast());
          onDeleted?.(target);
          close();
        },
        onError: (error) => {
          const refused = candidateConflictOf(error);
          if (refused) setConflict({ jobId: target.id, candidateCount: refused.candidateCount });
          else showToast(jobDeleteFailedToast(error));
        },
      },
    );
  };

  return (
    <ConfirmDeleteDialog
      subject={job}
      title="Delete Job Posting"
      onClose={close}
      onConfirm={confirm}
      deleting={deleteJob.isPending}
    >
      {(shown) => {
        const candidateCount = shown ? candidatesOf(shown) : 0;
        return (
          <>
            <Text>
              {JOB_TEXT.confirmDelete}{" "}
              <Text span fw={650} style={{ overflowWrap: "anywhere" }}>
                {shown?.title}
              </Text>
            </Text>
            {candidateCount > 0 && (
              <Alert color="orange" variant="light" radius="md" icon={<IconUsers size={18} />}>
                <Text size="sm" fw={600}>
                  {candidatesGoText(candidateCount)}
                </Text>
                <Text size="sm" mt={4}>
                  Deleting the job deletes its candidates too, with their CVs and intro videos.
                </Text>
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              This action cannot be undone.
            </Text>
          </>
        );
      }}
    </ConfirmDeleteDialog>
  );
}
