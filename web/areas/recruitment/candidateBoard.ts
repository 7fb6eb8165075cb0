import { MAX_PAGE_LIMIT } from "../../../shared/common/limits";
import { CANDIDATE_STATUSES, type CandidateStatus } from "../../../shared/recruitment/candidates.constants";
import type { CandidateDto } from "../../../shared/recruitment/candidates.schema";
import type { Page } from "../../lib/api";

/** The board asks for one bounded page: the most one call answers (docs/ARCHITECTURE.md, lists). */
export const BOARD_LIMIT = MAX_PAGE_LIMIT;

/** The drag data type of a candidate card: only a candidate's id is dropped onto a column. */
export const CANDIDATE_DRAG_TYPE = "application/x-candidate-id";

export type BoardColumn = { status: CandidateStatus; candidates: CandidateDto[] };

/**
 * One column per status in the pipeline's order (CANDIDATE_STATUSES), each with its candidates in the
 * order the list came (newest first). A status outside the list (none is stored) shows in no column.
 */
export function boardColumns(candidates: readonly CandidateDto[]): BoardColumn[] {
  const columns = new Map<string, CandidateDto[]>(CANDIDATE_STATUSES.map((status) => [status, []]));
  for (const candidate of candidates) columns.get(candidate.status)?.push(candidate);
  return CANDIDATE_STATUSES.map((status) => ({ status, candidates: columns.get(status) ?? [] }));
}

/** The statuses a card can move to: every other one, in board order (any status may follow any, §4). */
export function moveTargets(status: string): CandidateStatus[] {
  return CANDIDATE_STATUSES.filter((target) => target !== status);
}

/** A page with one candidate's status changed (the board's optimistic move and its rollback). */
export function withCandidateStatus(
  page: Page<CandidateDto>,
  id: number,
  status: string,
): Page<CandidateDto> {
  if (!page.items.some((candidate) => candidate.id === id && candidate.status !== status)) return page;
  return {
    ...page,
    items: page.items.map((candidate) => (candidate.id === id ? { ...candidate, status } : candidate)),
  };
}

/** A page with one candidate replaced by the server's answer, wherever it is listed. */
export function withCandidate(page: Page<CandidateDto>, updated: CandidateDto): Page<CandidateDto> {
  if (!page.items.some((candidate) => candidate.id === updated.id)) return page;
  return {
    ...page,
    items: page.items.map((candidate) => (candidate.id === updated.id ? updated : candidate)),
  };
}

/** The id a drop carries, or null for anything else dropped on a column (text, a file). */
export function draggedCandidateId(data: string): number | null {
  const id = Number(data);
  return data.trim() !== "" && Number.isInteger(id) && id > 0 ? id : null;
}

/** A note when the board shows only part of the candidates that match, or null when it shows them all. */
export function boardOverflowNote(shown: number, total: number): string | null {
  if (total <= shown) return null;
  return `The board shows the ${shown} newest of ${total} candidates. Choose a job to narrow it down, or use the table to see them all.`;
}

/**
 * A change that brings a candidate to 'Joined' (from the board or the edit form) offers to add them as an
 * employee (docs/product/recruitment.md §6.6); a save that leaves them there does not ask again.
 */
export function joinedNow(before: string, after: string): boolean {
  return after === "Joined" && before !== "Joined";
}
