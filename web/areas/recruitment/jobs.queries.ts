import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobInput } from "../../../shared/recruitment/jobs.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import type { CompanyScope } from "../../lib/companyScope";
import { listQuery, PAGE_SIZE, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { dashboardKeys } from "../dashboards/dashboards.queries";
import { candidateKeys } from "./candidates.queries";
import { useMayUseRecruitment } from "./recruitmentAccess";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/recruitment/jobs.schema");

/** What one page of job postings asks for: whose jobs (`all`: every company a caller may see), a search, the page. */
export type JobListFilters = { companyId: CompanyScope; q: string; page: number; pageSize?: number };

/** The query keys of the jobs area: every hook and every invalidation uses these. */
export const jobKeys = {
  all: ["jobs"] as const,
  lists: () => [...jobKeys.all, "list"] as const,
  list: (filters: JobListFilters) => [...jobKeys.lists(), filters] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
};

/** The URL of one page of GET /api/jobs (docs/product/recruitment.md §1): `all` sends no companyId. */
export function jobsPath(filters: JobListFilters): string {
  return `/api/jobs${listQuery({
    companyId: filters.companyId === "all" ? undefined : filters.companyId,
    q: filters.q,
    ...pageParams(filters.page, filters.pageSize ?? PAGE_SIZE),
  })}`;
}

/**
 * One page of GET /api/jobs?companyId&q&limit&offset, newest first, with the total that match
 * (X-Total-Count); idle while no company is known. The previous page stays on screen while the next loads.
 */
export function useJobs(filters: JobListFilters | null) {
  const mayLoad = useMayUseRecruitment();
  const shown: JobListFilters = filters ?? { companyId: "all", q: "", page: 1 };
  return useSteadyQuery({
    queryKey: jobKeys.list(shown),
    queryFn: () => apiList(jobsPath(shown), async () => (await schemas()).jobDtoSchema),
    enabled: mayLoad && filters !== null,
  });
}

/** GET /api/jobs/{id}; idle for an id that is not a positive whole number. */
export function useJob(id: number | null) {
  const mayLoad = useMayUseRecruitment();
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({
    queryKey: jobKeys.detail(valid ? id : 0),
    queryFn: () => apiGet(`/api/jobs/${id}`, async () => (await schemas()).jobDtoSchema),
    enabled: mayLoad && valid,
  });
}

/** A job added or removed reaches the job lists and the company dashboard's Open Positions (it counts the company's jobs). */
function useJobsChanged() {
  const client = useQueryClient();
  return (companyId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: jobKeys.lists() }),
      client.invalidateQueries({ queryKey: dashboardKeys.company(companyId) }),
    ]);
}

/** POST /api/jobs; a SUPER_ADMIN names the company in the body, an ADMIN's job is their company's. */
export function useCreateJob() {
  const client = useQueryClient();
  const changed = useJobsChanged();
  return useMutation({
    mutationFn: (body: JobInput) =>
      apiRequest("POST", "/api/jobs", body, async () => (await schemas()).jobDtoSchema),
    onSuccess: (job) => {
      client.setQueryData(jobKeys.detail(job.id), job);
      return changed(job.companyId);
    },
  });
}

/** PUT /api/jobs/{id}; the candidate lists show the job's title and department, so they refresh too. */
export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JobInput }) =>
      apiRequest("PUT", `/api/jobs/${id}`, body, async () => (await schemas()).jobDtoSchema),
    onSuccess: (job) => {
      client.setQueryData(jobKeys.detail(job.id), job);
      return Promise.all([
        client.invalidateQueries({ queryKey: jobKeys.lists() }),
        client.invalidateQueries({ queryKey: candidateKeys.lists() }),
      ]);
    },
  });
}

/** What a delete names: the job, its company (the answer is empty), and whether its candidates go with it. */
export type DeleteJobVariables = { id: number; companyId: number; withCandidates: boolean };

/**
 * DELETE /api/jobs/{id} → 204; a job with candidates answers 409 `{ message, candidateCount }` unless
 * called with `?withCandidates=true` (docs/product/recruitment.md §4).
 */
export function useDeleteJob() {
  const client = useQueryClient();
  const changed = useJobsChanged();
  return useMutation({
    mutationFn: ({ id, withCandidates }: DeleteJobVariables) =>
      apiRequest("DELETE", `/api/jobs/${id}${listQuery({ withCandidates })}`),
    onSuccess: (_answer, { id, companyId, withCandidates }) => {
      client.removeQueries({ queryKey: jobKeys.detail(id) });
      return Promise.all([
        changed(companyId),
        // The job's candidates went with it.
        withCandidates && client.invalidateQueries({ queryKey: candidateKeys.all }),
      ]);
    },
  });
}
