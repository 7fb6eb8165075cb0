import { formatRupees } from "../../../shared/common/money";
import type { CandidateStatus } from "../../../shared/recruitment/candidates.schema";

/** How the Candidates screen writes a candidate's figures and colours a status (docs/product/recruitment.md §6.3). */

/** One colour per status, following the pipeline: early steps cool, offers and joining green, rejection red. */
export const STATUS_COLORS: Readonly<Record<CandidateStatus, string>> = {
  Applied: "blue",
  Shortlisted: "cyan",
  Interview: "violet",
  "Reference Check": "grape",
  Offered: "orange",
  "Verification completed": "lime",
  Joined: "teal",
  Rejected: "red",
};

/** The badge colour of a status; grey for one the app does not know. */
export function statusColor(status: string): string {
  return STATUS_COLORS[status as CandidateStatus] ?? "gray";
}

/** Relevant experience in years: '0 years', '1 year', '3.5 years'. */
export function formatExperience(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** The communication rating out of ten: '7/10'. */
export function formatRating(rating: number): string {
  return `${rating}/10`;
}

/** Expected CTC in whole rupees, grouped the Indian way: '₹12,00,000' (the salary estimator's formatter). */
export function formatCtc(rupees: number): string {
  return formatRupees(rupees);
}
