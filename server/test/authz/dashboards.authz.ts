import { type MatrixCase, superAdminRoute } from "../authz-matrix";

/** A company's dashboard: its ADMIN and any SUPER_ADMIN; the platform's: the SUPER_ADMIN alone. */
const companyDashboard = {
  anonymous: 401,
  employee: 403,
  employeeOther: 403,
  adminOwn: 200,
  adminOther: 404,
  superAdmin: 200,
};

/** Who may call each dashboard route. */
export const dashboardsMatrix: MatrixCase[] = [
  {
    route: "GET /api/companies/:id/dashboard",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/dashboard` }),
    expect: companyDashboard,
  },
  {
    route: "GET /api/companies/:id/dashboard/attendance-trend",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/dashboard/attendance-trend` }),
    expect: companyDashboard,
  },
  {
    route: "GET /api/super-admin/dashboard",
    method: "GET",
    request: () => ({ url: "/api/super-admin/dashboard" }),
    expect: superAdminRoute(),
  },
];
