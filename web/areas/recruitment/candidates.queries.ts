import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CandidateDto,
  CandidateStatus,
  candidateStatusSchema,
} from "../../../shared/recruitment/candidates.schema";
import { apiList, apiRequest, type Page } from "../../lib/api";
import type { CompanyScope } from "../../lib/companyScope";
import { listQuery, PAGE_SIZE, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { BOARD_LIMIT, withCandidate, withCandidateStatus } from "./candidateBoard";
import type { CandidateRequestBody } from "./candidateForm";
import { jobKeys, useJobs } from "./jobs.queries";
import { useMayUseRecruitment } from "./recruitmentAccess";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/recruitment/candidates.schema");

/** Whose candidates a list shows: a company (`all`: every company the caller may see) and maybe one job. */
export type CandidateScope = { companyId: CompanyScope; jobId: number | null };

/** One page of the table: the scope and the 1-based page. */
export type CandidatePageFilters = CandidateScope & { page: number };

/** The query keys of the candidates area: every hook and every invalidation uses these. */
export const candidateKeys = {
  all: ["candidates"] as const,
  lists: () => [...candidateKeys.all, "list"] as const,
  page: (filters: CandidatePageFilters) => [...candidateKeys.lists(), "page", filters] as const,
  board: (scope: CandidateScope) => [...candidateKeys.lists(), "board", scope] as const,
  moves: () => [...candidateKeys.all, "move"] as const,
};

/**
 * The URL of GET /api/candidates?companyId&jobId&limit&offset (docs/product/recruitment.md §1), newest
 * first: `all` sends no companyId (an ADMIN's is their own company's anyway).
 */
export function candidatesPath(scope: CandidateScope, paging: { limit: number; offset: number }): string {
  return `/api/candidates${listQuery({
    companyId: scope.companyId === "all" ? undefined : scope.companyId,
    jobId: scope.jobId ?? undefined,
    ...paging,
  })}`;
}

/**
 * One page of the table (25 rows) with the total that match (X-Total-Count); idle while the scope is not
 * known. The previous page stays on screen while the next loads.
 */
export function useCandidatesPage(filters: CandidatePageFilters | null) {
  const mayLoad = useMayUseRecruitment();
  const shown: CandidatePageFilters = filters ?? { companyId: "all", jobId: null, page: 1 };
  return useSteadyQuery({
    queryKey: candidateKeys.page(shown),
    queryFn: () =>
      apiList(
        candidatesPath(shown, pageParams(shown.page, PAGE_SIZE)),
        async () => (await schemas()).candidateDtoSchema,
      ),
    enabled: mayLoad && filters !== null,
  });
}

/** The board's candidates: the newest 500 of the scope (BOARD_LIMIT) and the total that match. */
export function useCandidatesBoard(scope: CandidateScope | null) {
  const mayLoad = useMayUseRecruitment();
  const shown: CandidateScope = scope ?? { companyId: "all", jobId: null };
  return useSteadyQuery({
    queryKey: candidateKeys.board(shown),
    queryFn: () =>
      apiList(
        candidatesPath(shown, { limit: BOARD_LIMIT, offset: 0 }),
        async () => (await schemas()).candidateDtoSchema,
      ),
    enabled: mayLoad && scope !== null,
  });
}

/** How many jobs the job filter and the dialog's job select offer: the most one call answers. */
export const JOB_OPTIONS_LIMIT = 500;

/**
 * The jobs to pick from (the job filter, the dialog's job select): GET /api/jobs?companyId&limit=500 through
 * the jobs area's own hook and keys, so a job added or renamed there shows here too; idle while null.
 */
export function useJobOptions(companyId: CompanyScope | null) {
  return useJobs(companyId === null ? null : { companyId, q: "", page: 1, pageSize: JOB_OPTIONS_LIMIT });
}

/**
 * A candidate's change reaches every candidate list and the jobs (their cards count candidates by stage,
 * their detail counts them all: §4, §6.2).
 */
function candidatesChanged(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: candidateKeys.lists() }),
    client.invalidateQueries({ queryKey: jobKeys.all }),
  ]);
}

function useCandidatesChanged() {
  const client = useQueryClient();
  return () => candidatesChanged(client);
}

/** POST /api/candidates */
export function useCreateCandidate() {
  const changed = useCandidatesChanged();
  return useMutation({
    mutationFn: (body: CandidateRequestBody) =>
      apiRequest("POST", "/api/candidates", body, async () => (await schemas()).candidateDtoSchema),
    onSuccess: () => changed(),
  });
}

/** PUT /api/candidates/{id}: every field of the candidate. */
export function useUpdateCandidate() {
  const changed = useCandidatesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CandidateRequestBody }) =>
      apiRequest("PUT", `/api/candidates/${id}`, body, async () => (await schemas()).candidateDtoSchema),
    onSuccess: () => changed(),
  });
}

/** DELETE /api/candidates/{id} → 204. */
export function useDeleteCandidate() {
  const changed = useCandidatesChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/candidates/${id}`),
    onSuccess: () => changed(),
  });
}

/** A move on the board: the candidate as shown, and the status it goes to. */
export type CandidateMove = { candidate: CandidateDto; status: CandidateStatus };

/** The body of PATCH /api/candidates/{id}/status: the new status and nothing else. */
export type CandidateStatusBody = z.input<typeof candidateStatusSchema>;

/** The URL of PATCH /api/candidates/{id}/status. */
export function candidateStatusPath(id: number): string {
  return `/api/candidates/${id}/status`;
}

/**
 * What a move on the board does (§4, §6.3): PATCH /api/candidates/{id}/status with `{ status }` alone, so
 * a card shown from an older read never sends back its other fields over another admin's edits (nor a CV
 * that has since been replaced). The card moves at once in every cached list; a failure puts it back
 * where it was, and the server's answer replaces it on success. The lists are read again once the last
 * of several quick moves has settled, so a reload cannot undo a move still on its way.
 */
export function moveCandidateOptions(
  client: QueryClient,
): UseMutationOptions<CandidateDto, unknown, CandidateMove> {
  const setEverywhere = (change: (page: Page<CandidateDto>) => Page<CandidateDto>) =>
    client.setQueriesData<Page<CandidateDto>>({ queryKey: candidateKeys.lists() }, (page) =>
      page ? change(page) : page,
    );
  return {
    mutationKey: candidateKeys.moves(),
    mutationFn: ({ candidate, status }) =>
      apiRequest(
        "PATCH",
        candidateStatusPath(candidate.id),
        { status } satisfies CandidateStatusBody,
        async () => (await schemas()).candidateDtoSchema,
      ),
    onMutate: async ({ candidate, status }) => {
      await client.cancelQueries({ queryKey: candidateKeys.lists() });
      setEverywhere((page) => withCandidateStatus(page, candidate.id, status));
    },
    onError: (_error, { candidate }) =>
      setEverywhere((page) => withCandidateStatus(page, candidate.id, candidate.status)),
    onSuccess: (updated) => setEverywhere((page) => withCandidate(page, updated)),
    onSettled: async () => {
      // This move still counts as running here: refresh only when it is the last one.
      if (client.isMutating({ mutationKey: candidateKeys.moves() }) <= 1) await candidatesChanged(client);
    },
  };
}

/** Moves a candidate to another status on the board (moveCandidateOptions). */
export function useMoveCandidate() {
  return useMutation(moveCandidateOptions(useQueryClient()));
}
