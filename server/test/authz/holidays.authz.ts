import { holidays } from "../../areas/holidays/holidays.table";
import { companyAdminRoute, companyMemberRoute, type MatrixCase, type MatrixWorld } from "../authz-matrix";

const holidayOf = async (w: MatrixWorld, company: { id: number }) => {
  const [row] = await w.t.database.db
    .insert(holidays)
    .values({ companyId: company.id, name: "Matrix Day", date: "2030-01-26" })
    .returning();
  return row!;
};
const body = { name: "Onam", date: "2030-09-05", description: "Harvest festival", isRecurring: true };

/** Who may call each holiday route: the company reads; its ADMIN and any SUPER_ADMIN manage. */
export const holidaysMatrix: MatrixCase[] = [
  {
    route: "GET /api/companies/:id/holidays",
    method: "GET",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/holidays` }),
    expect: companyMemberRoute(),
  },
  {
    route: "POST /api/companies/:id/holidays",
    method: "POST",
    request: (_w, company) => ({ url: `/api/companies/${company.id}/holidays`, body }),
    expect: companyAdminRoute(201),
  },
  {
    route: "PUT /api/holidays/:id",
    method: "PUT",
    request: async (w, company) => ({ url: `/api/holidays/${(await holidayOf(w, company)).id}`, body }),
    expect: companyAdminRoute(),
  },
  {
    route: "DELETE /api/holidays/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/holidays/${(await holidayOf(w, company)).id}` }),
    expect: companyAdminRoute(204),
  },
];
