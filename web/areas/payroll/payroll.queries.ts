import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyPatch } from "../../../shared/companies/companies.schema";
import { canEnablePayroll, canUsePayrollManagement } from "../../../shared/payroll/payroll.policy";
import type {
  PAYROLL_ENABLEMENT_REQUEST,
  PayrollEnablementRequestInput,
  PayrollPlan,
  PayrollStatus,
  PayrollStatusBody,
} from "../../../shared/payroll/payroll.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import { useCurrentUser } from "../../lib/auth";
import { listQuery, PAGE_SIZE, pageParams } from "../../lib/paging";
import { policyActorOf } from "../../lib/policyActor";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { useRefreshCompanies } from "../companies/companies.queries";
import type { PayrollCreateBody, PayrollUpdateBody } from "./payrollForm";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const companySchemas = () => import("../../../shared/companies/companies.schema");
const payrollSchemas = () => import("../../../shared/payroll/payroll.schema");
const userSchemas = () => import("../../../shared/users/users.schema");

/** A payroll period: month 1–12 and year. */
export type PayrollPeriod = { month: number; year: number };

/** One page of a company's table: the period, the employee search (first or last name) and the 1-based page. */
export type PayrollPageFilters = PayrollPeriod & { q: string; page: number };

/** The query keys of the payroll area: every hook and every invalidation uses these. */
export const payrollKeys = {
  all: ["payrolls"] as const,
  lists: () => [...payrollKeys.all, "list"] as const,
  company: (companyId: number, filters: PayrollPageFilters) =>
    [...payrollKeys.lists(), "company", companyId, filters] as const,
  own: (year: number) => [...payrollKeys.lists(), "own", year] as const,
  summaries: () => [...payrollKeys.all, "summary"] as const,
  summary: (companyId: number, period: PayrollPeriod) =>
    [...payrollKeys.summaries(), companyId, period] as const,
  people: (companyId: number, q: string) => [...payrollKeys.all, "people", companyId, { q }] as const,
  openRequests: () => [...payrollKeys.all, "requests", "open"] as const,
};

/** GET /api/companies/{id}/payrolls?month&year&q&limit&offset (docs/product/payroll.md §8). */
export function companyPayrollsPath(companyId: number, filters: PayrollPageFilters): string {
  const { month, year, q } = filters;
  return `/api/companies/${companyId}/payrolls${listQuery({ month, year, q, ...pageParams(filters.page, PAGE_SIZE) })}`;
}

/** GET /api/companies/{id}/payroll-summary?month&year */
export function payrollSummaryPath(companyId: number, period: PayrollPeriod): string {
  return `/api/companies/${companyId}/payroll-summary${listQuery(period)}`;
}

/** GET /api/payrolls?year: one's own rows (My Payroll, §6.2). */
export function ownPayrollsPath(year: number): string {
  return `/api/payrolls${listQuery({ year })}`;
}

/** GET /api/companies/{id}/payrolls/export?month&year: the month's rows as a CSV download (§6.3). */
export function payrollExportPath(companyId: number, period: PayrollPeriod): string {
  return `/api/companies/${companyId}/payrolls/export${listQuery(period)}`;
}

/** GET /api/companies/{id}/payrolls/statutory?month&year: the month's statutory summary as a CSV download (§6.4). */
export function payrollStatutoryPath(companyId: number, period: PayrollPeriod): string {
  return `/api/companies/${companyId}/payrolls/statutory${listQuery(period)}`;
}

/**
 * GET /api/payrolls/{id}/payslip.pdf: a row's payslip as a PDF download (§4, §6.2), for the person paid,
 * their company's admins and SUPER_ADMINs; the server names the file.
 */
export function payslipPdfPath(payrollId: number): string {
  return `/api/payrolls/${payrollId}/payslip.pdf`;
}

/** POST /api/companies/{id}/payrolls/generate?month&year */
export function generatePayrollsPath(companyId: number, period: PayrollPeriod): string {
  return `/api/companies/${companyId}/payrolls/generate${listQuery(period)}`;
}

/** How many open plan requests the Companies page reads at once: the most one call answers. */
export const OPEN_REQUESTS_LIMIT = 500;

/** GET /api/payroll-enablement-requests?status=open&limit=500 (SUPER_ADMIN), newest first. */
export function openPlanRequestsPath(): string {
  return `/api/payroll-enablement-requests${listQuery({ status: "open", limit: OPEN_REQUESTS_LIMIT })}`;
}

/** POST /api/payroll-enablement-requests/{id}/dismiss (SUPER_ADMIN): closes an open request as dismissed (§6.1). */
export function dismissPlanRequestPath(requestId: number): string {
  return `/api/payroll-enablement-requests/${requestId}/dismiss`;
}

/** Whether the signed-in user may use Payroll Management: an EMPLOYEE's screen sends none of its calls. */
function useMayManage(): boolean {
  const { data: user } = useCurrentUser();
  return user ? canUsePayrollManagement(policyActorOf(user)) : false;
}

/**
 * One page (25 rows) of a company's records for the period, with the total that match (X-Total-Count);
 * idle while no company with payroll enabled is chosen. The previous page stays on screen while the next loads.
 */
export function useCompanyPayrolls(companyId: number | null, filters: PayrollPageFilters) {
  const mayLoad = useMayManage();
  return useSteadyQuery({
    queryKey: payrollKeys.company(companyId ?? 0, filters),
    queryFn: () =>
      apiList(
        companyPayrollsPath(companyId ?? 0, filters),
        async () => (await payrollSchemas()).payrollDtoSchema,
      ),
    enabled: mayLoad && companyId !== null,
  });
}

/** The summary cards' sums for the period (§6.3); idle while no company with payroll enabled is chosen. */
export function usePayrollSummary(companyId: number | null, period: PayrollPeriod) {
  const mayLoad = useMayManage();
  return useSteadyQuery({
    queryKey: payrollKeys.summary(companyId ?? 0, period),
    queryFn: () =>
      apiGet(
        payrollSummaryPath(companyId ?? 0, period),
        async () => (await payrollSchemas()).payrollSummaryDtoSchema,
      ),
    enabled: mayLoad && companyId !== null,
  });
}

/** One's own rows of a year (My Payroll): twelve at most, one a month. */
export function useMyPayrolls(year: number) {
  return useSteadyQuery({
    queryKey: payrollKeys.own(year),
    queryFn: () => apiList(ownPayrollsPath(year), async () => (await payrollSchemas()).payrollDtoSchema),
  });
}

/** How many people the dialog's employee select offers at once; typing searches the rest. */
export const PAYROLL_PEOPLE_LIMIT = 50;

/**
 * The people a record can be made for: the company's employees and admins (a person's pay is theirs
 * whatever their role), the first 50 matching `q`, with the salary and percentages a choice prefills from.
 */
export function usePayrollPeople(companyId: number | null, q: string) {
  return useSteadyQuery({
    queryKey: payrollKeys.people(companyId ?? 0, q),
    queryFn: () =>
      apiList(
        `/api/companies/${companyId}/users${listQuery({ includeAdmins: true, q, limit: PAYROLL_PEOPLE_LIMIT })}`,
        async () => (await userSchemas()).userListItemSchema,
      ),
    enabled: companyId !== null,
  });
}

/**
 * The open plan requests (§6.1), which the Companies page shows beside each company; a SUPER_ADMIN's call
 * only. Enabling a company's payroll closes its request, and refreshes this list (useEnablePayroll).
 */
export function useOpenPlanRequests() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: payrollKeys.openRequests(),
    queryFn: () =>
      apiList(openPlanRequestsPath(), async () => (await payrollSchemas()).payrollEnablementRequestDtoSchema),
    enabled: user ? canEnablePayroll(policyActorOf(user)) : false,
  });
}

/**
 * Dismissing a plan request (§6.1), a SUPER_ADMIN's: the request is closed as `dismissed` and the company's
 * payroll stays off. The open requests are read again whatever the answer: after a 404 or a 409 ('Only an
 * open request can be dismissed') the request shown is no longer open.
 */
export function useDismissPlanRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) =>
      apiRequest(
        "POST",
        dismissPlanRequestPath(requestId),
        undefined,
        async () => (await payrollSchemas()).payrollEnablementRequestDtoSchema,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: payrollKeys.openRequests() }),
  });
}

/** A change of rows reaches every table (the company's and one's own) and every summary. */
function usePayrollsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: payrollKeys.lists() }),
      client.invalidateQueries({ queryKey: payrollKeys.summaries() }),
    ]);
}

/** POST /api/payrolls → 201 the row. */
export function useCreatePayroll() {
  const changed = usePayrollsChanged();
  return useMutation({
    mutationFn: (body: PayrollCreateBody) =>
      apiRequest("POST", "/api/payrolls", body, async () => (await payrollSchemas()).payrollDtoSchema),
    onSuccess: () => changed(),
  });
}

/** PATCH /api/payrolls/{id} with the amounts and the status. */
export function useUpdatePayroll() {
  const changed = usePayrollsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PayrollUpdateBody }) =>
      apiRequest("PATCH", `/api/payrolls/${id}`, body, async () => (await payrollSchemas()).payrollDtoSchema),
    onSuccess: () => changed(),
  });
}

/** PATCH /api/payrolls/{id}/status with `{ status }` alone (§5). */
export function useSetPayrollStatus() {
  const changed = usePayrollsChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PayrollStatus }) =>
      apiRequest(
        "PATCH",
        `/api/payrolls/${id}/status`,
        { status } satisfies PayrollStatusBody,
        async () => (await payrollSchemas()).payrollDtoSchema,
      ),
    onSuccess: () => changed(),
  });
}

/** DELETE /api/payrolls/{id} → 204. */
export function useDeletePayroll() {
  const changed = usePayrollsChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/payrolls/${id}`),
    onSuccess: () => changed(),
  });
}

/** POST /api/companies/{id}/payrolls/generate?month&year (§4: "Generate"). */
export function useGeneratePayrolls() {
  const changed = usePayrollsChanged();
  return useMutation({
    mutationFn: ({ companyId, period }: { companyId: number; period: PayrollPeriod }) =>
      apiRequest(
        "POST",
        generatePayrollsPath(companyId, period),
        undefined,
        async () => (await payrollSchemas()).payrollGenerateDtoSchema,
      ),
    onSuccess: () => changed(),
  });
}

/**
 * POST /api/contact-support: an ADMIN's plan request (§6.1). The server takes the person and the company
 * from the session.
 */
export function useRequestPayrollPlan() {
  return useMutation({
    mutationFn: (selectedPlan: PayrollPlan) =>
      apiRequest(
        "POST",
        "/api/contact-support",
        {
          // The shared constant's value, checked by its type: its module (schemas, Zod) is not loaded here.
          type: "payroll_enablement" satisfies typeof PAYROLL_ENABLEMENT_REQUEST,
          selectedPlan,
        } satisfies PayrollEnablementRequestInput,
        async () => (await payrollSchemas()).payrollEnablementRequestAnswerSchema,
      ),
  });
}

/**
 * Enabling a company's payroll, a SUPER_ADMIN's one click (§1): the company update
 * (PATCH /api/companies/{id}) with `payrollEnabled: true`, which also closes its plan request. The
 * companies, their requests and the payroll screens are read again.
 */
export function useEnablePayroll() {
  const client = useQueryClient();
  const refreshCompanies = useRefreshCompanies();
  return useMutation({
    mutationFn: (companyId: number) =>
      apiRequest(
        "PATCH",
        `/api/companies/${companyId}`,
        { payrollEnabled: true } satisfies CompanyPatch,
        async () => (await companySchemas()).companyDtoSchema,
      ),
    onSuccess: () =>
      Promise.all([refreshCompanies(), client.invalidateQueries({ queryKey: payrollKeys.all })]),
  });
}
