import type { CompanyScope } from "../../lib/companyScope";

/** The SUPER_ADMIN's company filter lives in the address (`/finance?companyId=4`), so a view can be shared. */
export const COMPANY_PARAM = "companyId";

/** The scope the address names: one company's id, or `all` when it names none (or nothing readable). */
export function readFinanceScope(params: URLSearchParams): CompanyScope {
  const text = params.get(COMPANY_PARAM);
  if (text === null || !/^\d{1,10}$/.test(text)) return "all";
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : "all";
}

/** The address's parameters with the scope set: `all` leaves the parameter out. */
export function financeSearch(params: URLSearchParams, scope: CompanyScope): URLSearchParams {
  const next = new URLSearchParams(params);
  if (scope === "all") next.delete(COMPANY_PARAM);
  else next.set(COMPANY_PARAM, String(scope));
  return next;
}
