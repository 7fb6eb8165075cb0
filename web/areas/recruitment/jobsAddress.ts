import type { CompanyScope } from "../../lib/companyScope";
import { positiveId } from "./candidateAddress";

/**
 * What the /recruitment address keeps (docs/product/recruitment.md §6.1): a SUPER_ADMIN's company filter
 * (`?companyId=`) and the page of the cards (`?page=`), so going back from a job's page (the browser's Back
 * or 'Back to Jobs') shows the same cards. The defaults (all companies, page 1) are left out.
 */
export type JobsAddress = { companyId: CompanyScope; page: number };

/** The company and page named in the address; anything unreadable falls back to its default. */
export function readJobsAddress(params: URLSearchParams): JobsAddress {
  return {
    companyId: positiveId(params.get("companyId")) ?? "all",
    page: positiveId(params.get("page")) ?? 1,
  };
}

/** The address's query after a change; choosing another company starts again at the first page. */
export function jobsSearch(params: URLSearchParams, change: Partial<JobsAddress>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.companyId !== undefined) {
    if (change.companyId === "all") next.delete("companyId");
    else next.set("companyId", String(change.companyId));
    if (change.page === undefined) next.delete("page");
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete("page");
    else next.set("page", String(change.page));
  }
  return next;
}

/** What a job card hands to the job's page: the query of the list it was opened from. */
export type OpenedFromJobs = { jobsSearch: string };

/** Where 'Back to Jobs' leads: the list the job was opened from, else /recruitment itself. */
export function backToJobsPath(state: unknown): string {
  const search =
    typeof state === "object" && state !== null && "jobsSearch" in state ? state.jobsSearch : undefined;
  // Only a query of its own: the state cannot send the link anywhere but /recruitment.
  return typeof search === "string" && /^\?[^#]*$/.test(search) ? `/recruitment${search}` : "/recruitment";
}
