import { buildEmployee } from "../../db/seed/factories";
import {
  anySignedIn,
  companyAdminRoute,
  type MatrixCase,
  type MatrixWorld,
  membersForThemselves,
  superAdminRoute,
} from "../authz-matrix";

let sequence = 0;
const newPerson = () => {
  sequence += 1;
  return {
    username: `matrix${sequence}.${Date.now()}@example.com`,
    firstName: "Matrix",
    lastName: "Person",
    role: "EMPLOYEE",
    password: "Passw0rd1",
  };
};

/** A fresh employee of that company: the record each user route acts on. */
const freshEmployee = (w: MatrixWorld, company: { id: number }) => buildEmployee(w.t.database.db, company.id);

/** Who may call each users route (docs/product/employees.md §1). */
export const usersMatrix: MatrixCase[] = [
  {
    // Always the caller's own pay: the company does not enter; a SUPER_ADMIN has none (404).
    route: "GET /api/user/pay",
    method: "GET",
    request: () => ({ url: "/api/user/pay" }),
    expect: membersForThemselves(),
  },
  {
    // Always the caller's own data (docs/product/employees.md §9): a SUPER_ADMIN gets theirs too.
    route: "GET /api/user/export",
    method: "GET",
    request: () => ({ url: "/api/user/export" }),
    expect: anySignedIn(),
  },
  {
    route: "GET /api/companies/:id/users",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/users?includeAdmins=true` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/all/users",
    method: "GET",
    request: () => ({ url: "/api/companies/all/users" }),
    expect: superAdminRoute(),
  },
  {
    route: "POST /api/companies/:id/users",
    method: "POST",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/users`, body: newPerson() }),
    expect: companyAdminRoute(201),
  },
  {
    route: "PUT /api/users/:id",
    method: "PUT",
    request: async (w, company) => {
      const target = await freshEmployee(w, company);
      return {
        url: `/api/users/${target.id}`,
        body: {
          username: target.username,
          firstName: "Renamed",
          lastName: target.lastName,
          role: "EMPLOYEE",
        },
      };
    },
    expect: companyAdminRoute(),
  },
  {
    route: "PATCH /api/users/:id (someone else's profile)",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/users/${(await freshEmployee(w, company)).id}`,
      body: { firstName: "Renamed" },
    }),
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 404,
      adminOwn: 200,
      adminOther: 404,
      superAdmin: 200,
    },
  },
  {
    route: "DELETE /api/users/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/users/${(await freshEmployee(w, company)).id}` }),
    expect: companyAdminRoute(204),
  },
  {
    route: "POST /api/users/:id/change-password (someone else's)",
    method: "POST",
    request: async (w, company) => ({
      url: `/api/users/${(await freshEmployee(w, company)).id}/change-password`,
      body: { currentPassword: "Passw0rd!", newPassword: "NewPassw0rd" },
    }),
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 404,
      adminOwn: 403,
      adminOther: 404,
      superAdmin: 403,
    },
  },
  {
    route: "GET /api/users/company/:id",
    method: "GET",
    request: (_w, company) => ({ url: `/api/users/company/${company.id}` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/users",
    method: "GET",
    request: () => ({ url: "/api/users" }),
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
    route: "POST /api/users/:id/unlock",
    method: "POST",
    request: async (w, company) => ({ url: `/api/users/${(await freshEmployee(w, company)).id}/unlock` }),
    expect: companyAdminRoute(),
  },
  {
    route: "POST /api/email/test",
    method: "POST",
    request: () => ({
      url: "/api/email/test",
      body: { to: "x@example.com", subject: "Hi", message: "Test" },
    }),
    expect: superAdminRoute(),
  },
];
