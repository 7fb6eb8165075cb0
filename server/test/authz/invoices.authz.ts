import { eq } from "drizzle-orm";
import { companies } from "../../areas/companies/companies.table";
import { buildInvoice } from "../../areas/finance/invoices.fixtures";
import { buildPayroll } from "../../areas/payroll/payroll.fixtures";
import { buildEmployee } from "../../db/seed/factories";
import { companyAdminRoute, type MatrixCase, type MatrixWorld, superAdminRoute } from "../authz-matrix";

/**
 * Who may call each invoice route (docs/product/invoices.md): creating one is the SUPER_ADMIN's alone (403
 * for every other role, even on their own company); a company's ADMIN and any SUPER_ADMIN list its
 * invoices and download them; another company's are absent (404).
 */

let month = 0;

/** A Standard-plan company with one payroll row in a month no invoice has used yet. */
async function invoiceable(w: MatrixWorld, company: { id: number }) {
  const db = w.t.database.db;
  await db.update(companies).set({ payrollPlan: "Standard" }).where(eq(companies.id, company.id));
  month += 1;
  const period = { month: ((month - 1) % 12) + 1, year: 2060 + Math.floor((month - 1) / 12) };
  const person = await buildEmployee(db, company.id);
  await buildPayroll(db, person, { ...period, baseSalary: 40_000, taxAmount: 0, benefitsAmount: 0 });
  return period;
}

const invoiceOf = (w: MatrixWorld, company: { id: number }) =>
  buildInvoice(w.t.database.db, { companyId: company.id, createdBy: w.superAdmin.userId });

export const invoicesMatrix: MatrixCase[] = [
  {
    route: "POST /api/companies/:id/invoices",
    method: "POST",
    request: async (w, company) => ({
      url: `/api/companies/${company.id}/invoices`,
      body: await invoiceable(w, company),
    }),
    expect: superAdminRoute(201),
  },
  {
    route: "GET /api/companies/:id/invoices",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/invoices` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/invoices/:id/invoice.pdf",
    method: "GET",
    request: async (w, company) => ({ url: `/api/invoices/${(await invoiceOf(w, company)).id}/invoice.pdf` }),
    expect: companyAdminRoute(),
  },
];
