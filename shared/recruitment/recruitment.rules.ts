/** Pipeline rules of recruitment (docs/product/recruitment.md §4). */

/** The job card's three counts: New = Applied; In Process = Shortlisted or Interview; Success = Offered or Joined. */
export type PipelineStage = "new" | "inProcess" | "success";

/**
 * The statuses that make up each stage; the database counts a job's candidates by them (jobs.service.ts).
 * A status in none (Rejected, Reference Check…) counts in the card's total only.
 */
export const STAGE_STATUSES: Readonly<Record<PipelineStage, readonly string[]>> = {
  new: ["Applied"],
  inProcess: ["Shortlisted", "Interview"],
  success: ["Offered", "Joined"],
};
