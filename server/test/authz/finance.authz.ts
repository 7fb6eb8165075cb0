import { buildTransaction } from "../../areas/finance/transactions.fixtures";
import { companyAdminRoute, type MatrixCase, type MatrixWorld, superAdminRoute } from "../authz-matrix";

/**
 * Who may call each finance route (docs/product/finance.md §1): a company's ADMIN and any SUPER_ADMIN
 * read its transactions; every company's list, and every change, are the SUPER_ADMIN's alone (403 for an
 * ADMIN even on their own company's record, since the role is checked before the company).
 */

/** A fresh transaction of the company, recorded by the matrix's SUPER_ADMIN. */
const transactionOf = (w: MatrixWorld, company: { id: number }) =>
  buildTransaction(w.t.database.db, { companyId: company.id, createdBy: w.superAdmin.userId });

const body = (company: { id: number }) => ({
  companyId: company.id,
  amount: 450_000_00,
  currency: "INR",
  status: "COMPLETED",
  comment: "Local staffing contract",
});

export const financeMatrix: MatrixCase[] = [
  {
    route: "GET /api/transactions",
    method: "GET",
    request: () => ({ url: "/api/transactions" }),
    expect: superAdminRoute(),
  },
  {
    route: "GET /api/transactions (one company's, ?companyId=)",
    method: "GET",
    request: (_w, company) => ({ url: `/api/transactions?companyId=${company.id}` }),
    expect: superAdminRoute(),
  },
  {
    route: "GET /api/transactions/summary",
    method: "GET",
    request: (_w, company) => ({ url: `/api/transactions/summary?companyId=${company.id}` }),
    expect: superAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/transactions",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/transactions` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/transactions/summary",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/transactions/summary` }),
    expect: companyAdminRoute(),
  },
  {
    route: "POST /api/transactions",
    method: "POST",
    request: (_w, company) => ({ url: "/api/transactions", body: body(company) }),
    expect: superAdminRoute(201),
  },
  {
    route: "PUT /api/transactions/:id",
    method: "PUT",
    request: async (w, company) => ({
      url: `/api/transactions/${(await transactionOf(w, company)).id}`,
      body: body(company),
    }),
    expect: superAdminRoute(),
  },
  {
    route: "DELETE /api/transactions/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/transactions/${(await transactionOf(w, company)).id}` }),
    expect: superAdminRoute(204),
  },
];
