import type { CompanyScope } from "../../lib/companyScope";

/**
 * What the /candidates address keeps (docs/product/recruitment.md §6.2, §6.3): `?jobId=` (the job page's
 * 'View Candidates' link), a SUPER_ADMIN's `?companyId=`, and `?view=board`; the defaults are left out.
 */
export type CandidatesAddress = { companyId: CompanyScope; jobId: number | null; view: "table" | "board" };

/**
 * An id named in an address (a query parameter such as `?jobId=`, or the id of /jobs/{id}): a positive
 * whole number the database can hold, else null.
 */
export function positiveId(text: string | null | undefined): number | null {
  if (text == null || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The filters and view named in the address; anything unreadable falls back to its default. */
export function readCandidatesAddress(params: URLSearchParams): CandidatesAddress {
  return {
    companyId: positiveId(params.get("companyId")) ?? "all",
    jobId: positiveId(params.get("jobId")),
    view: params.get("view") === "board" ? "board" : "table",
  };
}

/** The address's query after a change; choosing another company forgets the job, which was the old company's. */
export function candidatesSearch(
  params: URLSearchParams,
  change: Partial<CandidatesAddress>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (change.companyId !== undefined) {
    set("companyId", change.companyId === "all" ? null : String(change.companyId));
    if (change.jobId === undefined) next.delete("jobId");
  }
  if (change.jobId !== undefined) set("jobId", change.jobId === null ? null : String(change.jobId));
  if (change.view !== undefined) set("view", change.view === "board" ? "board" : null);
  return next;
}
