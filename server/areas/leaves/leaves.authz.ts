import { buildEmployee } from "../../db/seed/factories";
import type { MatrixCase, MatrixWorld } from "../../test/authz-matrix";
import { leaveRequests } from "./leaves.table";

let day = 0;
/** A fresh PENDING request of a new employee of that company, on a date no other case uses. */
async function pendingLeave(w: MatrixWorld, company: { id: number }) {
  const person = await buildEmployee(w.t.database.db, company.id);
  day += 1;
  const date = new Date(Date.UTC(2030, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const [leave] = await w.t.database.db
    .insert(leaveRequests)
    .values({ companyId: company.id, userId: person.id, startDate: date, endDate: date, reason: "Matrix" })
    .returning();
  return { leave: leave!, person };
}

/** Who may call each leave route. */
export const leavesMatrix: MatrixCase[] = [
  {
    route: "GET /api/leaves",
    method: "GET",
    request: () => ({ url: "/api/leaves" }),
    expect: { anonymous: 401, employee: 200, adminOwn: 200, superAdmin: 200 },
  },
  {
    route: "GET /api/companies/:id/leaves",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/leaves` }),
    expect: { anonymous: 401, employee: 403, adminOwn: 200, adminOther: 404, superAdmin: 200 },
  },
  {
    route: "GET /api/companies/all/leaves",
    method: "GET",
    request: () => ({ url: "/api/companies/all/leaves" }),
    expect: { anonymous: 401, employee: 403, adminOwn: 403, superAdmin: 200 },
  },
  {
    route: "PATCH /api/leaves/:id/status",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/leaves/${(await pendingLeave(w, company)).leave.id}/status`,
      body: { status: "APPROVED" },
    }),
    expect: { anonymous: 401, employee: 403, adminOwn: 200, adminOther: 404, superAdmin: 200 },
  },
  {
    route: "GET /api/companies/:id/users/leaves",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/users/leaves` }),
    expect: { anonymous: 401, employee: 403, adminOwn: 200, adminOther: 404, superAdmin: 200 },
  },
  {
    route: "PATCH /api/users/:id/total-leaves",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/users/${(await buildEmployee(w.t.database.db, company.id)).id}/total-leaves`,
      body: { totalLeaves: 25 },
    }),
    expect: { anonymous: 401, employee: 403, adminOwn: 200, adminOther: 404, superAdmin: 200 },
  },
];
