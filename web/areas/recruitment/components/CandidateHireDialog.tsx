import { Alert } from "@mantine/core";
import { IconUserCheck } from "@tabler/icons-react";
import { useState } from "react";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";
import { useToday } from "../../../lib/timeZone";
import { UserFormDialog } from "../../employees/components/UserFormDialog";
import { employeePrefillFromCandidate } from "../candidateHire";
import { CANDIDATE_TEXT } from "../candidateTexts";
import { DEFAULT_WORK_STATE } from "../costToHire";

type CandidateHireDialogProps = {
  /** The candidate who just joined; null keeps the dialog closed. */
  candidate: CandidateDto | null;
  onClose: () => void;
};

/**
 * A candidate moved to 'Joined' (docs/product/recruitment.md §6.6): the Add User form, filled from them —
 * name, department, the expected CTC as the annual CTC, the state of work 'Cost to hire' starts with, and
 * that structure's gross as the monthly salary.
 * The admin gives the e-mail, checks the rest and saves, or closes it to add the person later.
 */
export function CandidateHireDialog({ candidate, onClose }: CandidateHireDialogProps) {
  // Keep the last candidate while the dialog fades out, so the title does not go blank.
  const [shown, setShown] = useState(candidate);
  const today = useToday();
  if (candidate !== null && candidate !== shown) setShown(candidate);
  if (!shown) return null;
  return (
    <UserFormDialog
      opened={candidate !== null}
      onClose={onClose}
      companyId={shown.companyId}
      title={CANDIDATE_TEXT.hireTitle(shown.name)}
      intro={
        <Alert color="teal" variant="light" radius="md" mb="md" icon={<IconUserCheck size={18} />}>
          {CANDIDATE_TEXT.hireIntro}
        </Alert>
      }
      prefill={employeePrefillFromCandidate(shown, DEFAULT_WORK_STATE, today)}
    />
  );
}
