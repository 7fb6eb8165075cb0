import { saveLogo } from "../../areas/companies/logo-store";
import { buildCompany } from "../../db/seed/factories";
import { companyAdminRoute, companyMemberRoute, type MatrixCase, superAdminRoute } from "../authz-matrix";

/** A 1×1 PNG, for the logo upload. */
export const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/** Who may call each companies route (docs/product/companies.md §1). */
export const companiesMatrix: MatrixCase[] = [
  {
    route: "GET /api/companies",
    method: "GET",
    request: () => ({ url: "/api/companies" }),
    expect: superAdminRoute(),
  },
  {
    route: "POST /api/companies",
    method: "POST",
    request: () => ({ url: "/api/companies", body: { name: "Matrix New Co", logo: "logo.png" } }),
    expect: superAdminRoute(201),
  },
  {
    route: "GET /api/companies/:id",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}` }),
    expect: companyMemberRoute(),
  },
  {
    route: "PATCH /api/companies/:id",
    method: "PATCH",
    request: (_w, company) => ({ url: `/api/companies/${company.id}`, body: { description: "Updated" } }),
    expect: companyAdminRoute(),
  },
  {
    route: "DELETE /api/companies/:id (company with users)",
    method: "DELETE",
    request: (_w, company) => ({ url: `/api/companies/${company.id}` }),
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 403,
      adminOwn: 403,
      adminOther: 404,
      superAdmin: 409,
    },
  },
  {
    route: "DELETE /api/companies/:id (empty company)",
    method: "DELETE",
    request: async (w) => ({ url: `/api/companies/${(await buildCompany(w.t.database.db)).id}` }),
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 403,
      adminOwn: 404,
      adminOther: 404,
      superAdmin: 204,
    },
  },
  {
    route: "POST /api/companies/:id/logo",
    method: "POST",
    request: (_w, company) => ({
      url: `/api/companies/${company.id}/logo`,
      body: TINY_PNG,
      headers: { "content-type": "image/png" },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/logo/:file",
    method: "GET",
    request: async (w, company) => ({
      url: await saveLogo(w.t.config.dataDir, company.id, TINY_PNG, "image/png"),
    }),
    expect: companyMemberRoute(),
  },
];
