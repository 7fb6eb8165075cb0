// The pipeline's statuses without Zod: candidates.schema.ts re-exports them, and the web's candidate board
// reads them from here, so the page's first download carries no schema library (docs/ARCHITECTURE.md, Web).

/** The pipeline, in the order the board shows it; any status may follow any other (§4). */
export const CANDIDATE_STATUSES = [
  "Applied",
  "Shortlisted",
  "Interview",
  "Reference Check",
  "Offered",
  "Verification completed",
  "Joined",
  "Rejected",
] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
