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
  type MatrixCase,
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

export const payrollMatrix: MatrixCase[] = [
  {
    route: "GET /api/payrolls",
    method: "GET",
    request: () => ({ url: "/api/payrolls?year=2026" }),
    expect: anySignedIn(),
  },
  {
    route: "GET /api/companies/:id/payrolls",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company)}/payrolls?${PERIOD}`,
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/payrolls (payroll not enabled)",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company, false)}/payrolls?${PERIOD}`,
    }),
    expect: whileDisabled,
  },
  {
    route: "GET /api/companies/:id/payroll-summary",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company)}/payroll-summary?${PERIOD}`,
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/payroll-summary (payroll not enabled)",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company, false)}/payroll-summary?${PERIOD}`,
    }),
    expect: whileDisabled,
  },
  {
    route: "GET /api/companies/:id/payrolls/export",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company)}/payrolls/export?${PERIOD}`,
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/payrolls/export (payroll not enabled)",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company, false)}/payrolls/export?${PERIOD}`,
    }),
    expect: whileDisabled,
  },
  {
    route: "POST /api/companies/:id/payrolls/generate",
    method: "POST",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company)}/payrolls/generate?${PERIOD}`,
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "POST /api/companies/:id/payrolls/generate (payroll not enabled)",
    method: "POST",
    request: async (w, company) => ({
      url: `/api/companies/${await enabledCompany(w, company, false)}/payrolls/generate?${PERIOD}`,
    }),
    expect: whileDisabled,
  },
  {
    route: "POST /api/payrolls",
    method: "POST",
    request: async (w, company) => {
      const db = w.t.database.db;
      await setPayrollEnabled(db, company.id);
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
    expect: companyAdminRoute(201),
  },
  {
    route: "POST /api/payrolls (payroll not enabled)",
    method: "POST",
    request: async (w, company) => {
      const db = w.t.database.db;
      await setPayrollEnabled(db, company.id, false);
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
    expect: whileDisabled,
  },
  {
    route: "PATCH /api/payrolls/:id",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/payrolls/${(await payrollOf(w, company)).id}`,
      body: { baseSalary: 60000 },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "PATCH /api/payrolls/:id (payroll not enabled)",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/payrolls/${(await payrollOf(w, company, false)).id}`,
      body: { baseSalary: 60000 },
    }),
    expect: whileDisabled,
  },
  {
    route: "PATCH /api/payrolls/:id/status",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/payrolls/${(await payrollOf(w, company)).id}/status`,
      body: { status: "Paid" },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "PATCH /api/payrolls/:id/status (payroll not enabled)",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/payrolls/${(await payrollOf(w, company, false)).id}/status`,
      body: { status: "Paid" },
    }),
    expect: whileDisabled,
  },
  {
    route: "DELETE /api/payrolls/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/payrolls/${(await payrollOf(w, company)).id}` }),
    expect: companyAdminRoute(204),
  },
  {
    route: "DELETE /api/payrolls/:id (payroll not enabled)",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/payrolls/${(await payrollOf(w, company, false)).id}` }),
    expect: whileDisabled,
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
