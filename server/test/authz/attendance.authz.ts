import { attendances } from "../../areas/attendance/attendance.table";
import { buildEmployee } from "../../db/seed/factories";
import {
  anySignedIn,
  companyAdminRoute,
  type MatrixCase,
  type MatrixWorld,
  membersForThemselves,
  superAdminRoute,
} from "../authz-matrix";

/** A record of a fresh employee of that company: only its owner may change it. */
async function someonesRecord(w: MatrixWorld, company: { id: number }) {
  const person = await buildEmployee(w.t.database.db, company.id);
  const [row] = await w.t.database.db
    .insert(attendances)
    .values({ companyId: company.id, userId: person.id, attendanceDate: "2026-01-05", clockIn: "09:00:00" })
    .returning();
  return row!;
}

let clockDay = 0;
/** Clocking in on a past date no other call uses (one record per person per date). */
function clockIn() {
  clockDay += 1;
  const date = new Date(Date.UTC(2025, 0, 1) + clockDay * 86_400_000).toISOString().slice(0, 10);
  return { attendanceDate: date, clockIn: "09:00" };
}

/** Who may call each attendance route. */
export const attendanceMatrix: MatrixCase[] = [
  {
    route: "GET /api/attendances",
    method: "GET",
    request: () => ({ url: "/api/attendances" }),
    expect: anySignedIn(),
  },
  {
    route: "GET /api/attendances/today",
    method: "GET",
    request: () => ({ url: "/api/attendances/today" }),
    expect: anySignedIn(),
  },
  {
    route: "POST /api/attendances",
    method: "POST",
    request: () => ({ url: "/api/attendances", body: clockIn() }),
    expect: membersForThemselves(201),
  },
  {
    route: "PATCH /api/attendances/:id (someone else's)",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/attendances/${(await someonesRecord(w, company)).id}`,
      body: { keyTasks: "not mine" },
    }),
    expect: {
      anonymous: 401,
      employee: 404,
      employeeOther: 404,
      adminOwn: 404,
      adminOther: 404,
      superAdmin: 404,
    },
  },
  {
    route: "DELETE /api/attendances/:id (someone else's)",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/attendances/${(await someonesRecord(w, company)).id}` }),
    expect: {
      anonymous: 401,
      employee: 404,
      employeeOther: 404,
      adminOwn: 404,
      adminOther: 404,
      superAdmin: 404,
    },
  },
  {
    route: "GET /api/companies/:id/attendances",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/attendances` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/companies/all/attendances",
    method: "GET",
    request: () => ({ url: "/api/companies/all/attendances" }),
    expect: superAdminRoute(),
  },
];
