import { leaveRequests } from "../../areas/leaves/leaves.table";
import { buildEmployee } from "../../db/seed/factories";
import {
  anySignedIn,
  companyAdminRoute,
  type MatrixCase,
  type MatrixWorld,
  membersForThemselves,
  superAdminRoute,
} from "../authz-matrix";

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

let requestDay = 0;
/** A one-day request on a date no other call uses, so the caller's requests never overlap. */
function ownRequest() {
  requestDay += 1;
  const date = new Date(Date.UTC(2031, 0, 1) + requestDay * 86_400_000).toISOString().slice(0, 10);
  return { startDate: date, endDate: date, reason: "Matrix" };
}

/** Who may call each leave route. */
export const leavesMatrix: MatrixCase[] = [
  {
    route: "GET /api/leaves",
    method: "GET",
    request: () => ({ url: "/api/leaves" }),
    expect: anySignedIn(),
  },
  {
    route: "GET /api/leaves/balance",
    method: "GET",
    request: () => ({ url: "/api/leaves/balance" }),
    expect: anySignedIn(),
  },
  {
    route: "POST /api/leaves",
    method: "POST",
    request: () => ({ url: "/api/leaves", body: ownRequest() }),
    expect: membersForThemselves(201),
  },
  {
    route: "GET /api/companies/:id/leaves",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/leaves` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/all/leaves",
    method: "GET",
    request: () => ({ url: "/api/companies/all/leaves" }),
    expect: superAdminRoute(),
  },
  {
    route: "PATCH /api/leaves/:id/status",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/leaves/${(await pendingLeave(w, company)).leave.id}/status`,
      body: { status: "APPROVED" },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/:id/users/leaves",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/users/leaves` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/all/users/leaves",
    method: "GET",
    request: () => ({ url: "/api/companies/all/users/leaves" }),
    expect: superAdminRoute(),
  },
  {
    route: "PATCH /api/users/:id/total-leaves",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/users/${(await buildEmployee(w.t.database.db, company.id)).id}/total-leaves`,
      body: { totalLeaves: 25 },
    }),
    expect: companyAdminRoute(),
  },
];
