import type { PayrollEnablementRequestDto } from "../../../shared/payroll/payroll.schema";
import { ApiError } from "../../lib/api";

/**
 * The open plan request of each company (docs/product/payroll.md §6.1), for the Companies page. A company
 * has at most one open request (a second is answered with the open one); should two come back, the
 * newest wins. A request naming no company (a SUPER_ADMIN's own) or no longer open is left out.
 */
export function openRequestsByCompany(
  requests: readonly PayrollEnablementRequestDto[] | undefined,
): ReadonlyMap<number, PayrollEnablementRequestDto> {
  const byCompany = new Map<number, PayrollEnablementRequestDto>();
  for (const request of requests ?? []) {
    if (request.status !== "open" || request.company === null || request.company.payrollEnabled) continue;
    const known = byCompany.get(request.company.id);
    if (!known || request.createdAt > known.createdAt) byCompany.set(request.company.id, request);
  }
  return byCompany;
}

/** The note beside the company: 'Payroll requested: Standard plan'. */
export function planRequestLabel(request: Pick<PayrollEnablementRequestDto, "selectedPlan">): string {
  return `Payroll requested: ${request.selectedPlan} plan`;
}

/** Who asked and when, for the note's tooltip: 'Asked by Vikram Rao (vikram@…) on 3 Mar 2026'. */
export function planRequestDetail(
  request: Pick<PayrollEnablementRequestDto, "requestedBy" | "message">,
  date: string,
): string {
  const { firstName, lastName, email } = request.requestedBy;
  const who = `${firstName} ${lastName}`.trim();
  const asked = `Asked by ${who} (${email}) on ${date}`;
  return request.message ? `${asked}: “${request.message}”` : asked;
}

/**
 * Whether a refused dismissal says the request is no longer there to dismiss: 404 'Request not found' or 409
 * 'Only an open request can be dismissed' (§6.1). Its confirmation then closes; the list is read again.
 */
export function isPlanRequestGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}
