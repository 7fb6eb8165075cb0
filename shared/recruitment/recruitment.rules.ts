import type { CandidateCounts } from "./jobs.schema";

/** Pipeline rules of recruitment (docs/product/recruitment.md §4). */

/** The job card's three counts: New = Applied; In Process = Shortlisted or Interview; Success = Offered or Joined. */
export type PipelineStage = "new" | "inProcess" | "success";

const STAGE_OF: Readonly<Record<string, PipelineStage>> = {
  Applied: "new",
  Shortlisted: "inProcess",
  Interview: "inProcess",
  Offered: "success",
  Joined: "success",
};

/** The card count a status adds to, or null for the statuses no card counts (Rejected, Reference Check…). */
export function stageOf(status: string): PipelineStage | null {
  return STAGE_OF[status] ?? null;
}

/** A job card's counts from the number of its candidates in each status. */
export function countCandidates(byStatus: ReadonlyArray<{ status: string; count: number }>): CandidateCounts {
  const counts: CandidateCounts = { total: 0, new: 0, inProcess: 0, success: 0 };
  for (const { status, count } of byStatus) {
    counts.total += count;
    const stage = stageOf(status);
    if (stage) counts[stage] += count;
  }
  return counts;
}

/** The statuses that make up each stage, for queries that count on the database. */
export const STAGE_STATUSES: Readonly<Record<PipelineStage, readonly string[]>> = {
  new: ["Applied"],
  inProcess: ["Shortlisted", "Interview"],
  success: ["Offered", "Joined"],
};
