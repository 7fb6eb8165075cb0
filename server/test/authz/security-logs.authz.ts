import { type MatrixCase, superAdminRoute } from "../authz-matrix";

/**
 * The security log is the platform operator's alone (docs/product/security-logs.md §1): every other role is
 * refused before its filters are read, whichever company they name.
 */
export const securityLogsMatrix: MatrixCase[] = [
  {
    route: "GET /api/security-logs",
    method: "GET",
    request: (_w, company) => ({ url: `/api/security-logs?companyId=${company.id}&limit=5` }),
    expect: superAdminRoute(),
  },
  {
    route: "GET /api/security-logs/export",
    method: "GET",
    request: (_w, company) => ({ url: `/api/security-logs/export?companyId=${company.id}` }),
    expect: superAdminRoute(),
  },
];
