import {
  buildEnablementRequest,
  buildPayroll,
  setPayrollEnabled,
} from "../../areas/payroll/payroll.fixtures";
import { buildEmployee } from "../../db/seed/factories";
import {
  anySignedIn,
  type Caller,
  companyAdminRoute,
  companyMemberRoute,
  type MatrixCase,
  type MatrixRequest,
  type MatrixWorld,
  superAdminRoute,
} from "../authz-matrix";

/**
 * Who may call each payroll route (docs/product/payroll.md §2). Management routes need the company's
 * payroll enabled, so each of those cases switches it on for the company it acts on; the "(payroll not
 * enabled)" cases switch it off and expect 403 for the company's ADMIN and a SUPER_ADMIN alike (§1).
 */

/** §2's "*": while the company's payroll is not enabled, its calls answer 403 — another company's still 404. */
const whileDisabled: Record<Caller, number> = {
  anonymous: 401,
  employee: 403,
  employeeOther: 403,
  adminOwn: 403,
  adminOther: 404,
  superAdmin: 403,
};

const PERIOD = "month=4&year=2026";

/** A fresh person of the company with a payroll row, the company's payroll switched on (or off). */
async function payrollOf(w: MatrixWorld, company: { id: number }, enabled = true) {
  const db = w.t.database.db;
  await setPayrollEnabled(db, company.id, enabled);
  return buildPayroll(db, await buildEmployee(db, company.id));
}

async function enabledCompany(w: MatrixWorld, company: { id: number }, enabled = true) {
  await setPayrollEnabled(w.t.database.db, company.id, enabled);
  return company.id;
}

/**
 * A management route's two cases: with the company's payroll enabled (`companyAdminRoute(ok)`), and with
 * it not enabled (`whileDisabled`). `request` builds the call for a company whose payroll is set as asked.
 */
function managementCases(
  route: string,
  method: MatrixCase["method"],
  request: (w: MatrixWorld, company: { id: number }, enabled: boolean) => Promise<MatrixRequest>,
  ok = 200,
): MatrixCase[] {
  return [
    { route, method, request: (w, company) => request(w, company, true), expect: companyAdminRoute(ok) },
    {
      route: `${route} (payroll not enabled)`,
      method,
      request: (w, company) => request(w, company, false),
      expect: whileDisabled,
    },
  ];
}

/** A company-wide call of the month (list, summary, export, generate). */
const monthCall = (path: string) => async (w: MatrixWorld, company: { id: number }, enabled: boolean) => ({
  url: `/api/companies/${await enabledCompany(w, company, enabled)}/${path}?${PERIOD}`,
});

/** A call on a fresh row of the company (`suffix` after its id). */
const rowCall =
  (suffix = "", body?: unknown) =>
  async (w: MatrixWorld, company: { id: number }, enabled: boolean) => ({
    url: `/api/payrolls/${(await payrollOf(w, company, enabled)).id}${suffix}`,
    body,
  });

export const payrollMatrix: MatrixCase[] = [
  {
    route: "GET /api/payrolls",
    method: "GET",
    request: () => ({ url: "/api/payrolls?year=2026" }),
    expect: anySignedIn(),
  },
  ...managementCases("GET /api/companies/:id/payrolls", "GET", monthCall("payrolls")),
  ...managementCases("GET /api/companies/:id/payroll-summary", "GET", monthCall("payroll-summary")),
  ...managementCases("GET /api/companies/:id/payrolls/export", "GET", monthCall("payrolls/export")),
  ...managementCases("GET /api/companies/:id/payrolls/statutory", "GET", monthCall("payrolls/statutory")),
  {
    route: "GET /api/companies/all/payrolls/statutory",
    method: "GET",
    request: () => ({ url: `/api/companies/all/payrolls/statutory?${PERIOD}` }),
    expect: superAdminRoute(),
  },
  ...managementCases("POST /api/companies/:id/payrolls/generate", "POST", monthCall("payrolls/generate")),
  ...managementCases(
    "POST /api/payrolls",
    "POST",
    async (w, company, enabled) => {
      const db = w.t.database.db;
      await setPayrollEnabled(db, company.id, enabled);
      const person = await buildEmployee(db, company.id);
      return {
        url: "/api/payrolls",
        body: {
          userId: person.id,
          month: 4,
          year: 2026,
          baseSalary: 50000,
          taxAmount: 5000,
          benefitsAmount: 2000,
        },
      };
    },
    201,
  ),
  ...managementCases("PATCH /api/payrolls/:id", "PATCH", rowCall("", { baseSalary: 60000 })),
  ...managementCases("PATCH /api/payrolls/:id/status", "PATCH", rowCall("/status", { status: "Paid" })),
  ...managementCases("DELETE /api/payrolls/:id", "DELETE", rowCall(), 204),
  {
    // The EMPLOYEE of A reads the payslip of their own row; on B the row is a stranger's (404).
    route: "GET /api/payrolls/:id/payslip.pdf (one's own row)",
    method: "GET",
    request: async (w, company) => {
      const db = w.t.database.db;
      const person =
        company.id === w.companyA.id
          ? { id: w.employeeA.userId, companyId: company.id }
          : await buildEmployee(db, company.id);
      return { url: `/api/payrolls/${(await buildPayroll(db, person)).id}/payslip.pdf` };
    },
    expect: companyMemberRoute(),
  },
  {
    route: "GET /api/payrolls/:id/payslip.pdf (a colleague's row, payroll not enabled)",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/payrolls/${(await payrollOf(w, company, false)).id}/payslip.pdf`,
    }),
    expect: { ...companyMemberRoute(), employee: 404 },
  },
  {
    // The company is the caller's, from the session: the ADMIN of A asks for A whichever company the case
    // names; a SUPER_ADMIN's request names none.
    route: "POST /api/contact-support",
    method: "POST",
    request: async (w) => {
      await setPayrollEnabled(w.t.database.db, w.companyA.id, false);
      return { url: "/api/contact-support", body: { type: "payroll_enablement", selectedPlan: "Standard" } };
    },
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 403,
      adminOwn: 200,
      adminOther: 200,
      superAdmin: 200,
    },
  },
  {
    route: "POST /api/contact-support (payroll already enabled)",
    method: "POST",
    request: async (w) => {
      await setPayrollEnabled(w.t.database.db, w.companyA.id, true);
      return { url: "/api/contact-support", body: { type: "payroll_enablement", selectedPlan: "Starter" } };
    },
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 403,
      adminOwn: 409,
      adminOther: 409,
      superAdmin: 200,
    },
  },
  {
    route: "GET /api/payroll-enablement-requests",
    method: "GET",
    request: () => ({ url: "/api/payroll-enablement-requests" }),
    expect: superAdminRoute(),
  },
  {
    route: "POST /api/payroll-enablement-requests/:id/dismiss",
    method: "POST",
    request: async (w, company) => {
      const request = await buildEnablementRequest(w.t.database.db, {
        companyId: company.id,
        requestedBy: w.adminA.userId,
      });
      return { url: `/api/payroll-enablement-requests/${request.id}/dismiss` };
    },
    expect: superAdminRoute(),
  },
];
