import { and, asc, count, eq, getTableColumns } from "drizzle-orm";
import { isAdministrator } from "../../../shared/auth/actor";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { canManageHolidays, canReadHolidays } from "../../../shared/holidays/holidays.policy";
import type { HolidayInput } from "../../../shared/holidays/holidays.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany, companyScope } from "../../lib/company-scope";
import { authorize, notFound } from "../../lib/errors";
import { LIST_TOTAL, totalOfPage, withTotal } from "../../lib/lists";
import type { Actor } from "../auth/sessions.service";
import { findCompanyFor } from "../companies/companies.service";
import { holidays } from "./holidays.table";

type HolidayRow = typeof holidays.$inferSelect;

export function presentHoliday(row: HolidayRow) {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    date: row.date,
    description: row.description,
    isRecurring: row.isRecurring,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A company's holidays, by date: everyone in the company reads them. */
export async function listHolidays(ctx: AppContext, actor: Actor, companyId: number, query: ListQuery = {}) {
  await findCompanyFor(ctx.db, actor, companyId);
  const page = pageOf(query);
  const where = eq(holidays.companyId, companyId);
  const counted = ctx.db.select({ total: count() }).from(holidays).where(where);
  const rows = await ctx.db
    .select({ ...getTableColumns(holidays), [LIST_TOTAL]: withTotal(counted) })
    .from(holidays)
    .where(where)
    .orderBy(asc(holidays.date), asc(holidays.name), asc(holidays.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(presentHoliday), total: await totalOfPage(rows, page, () => counted) };
}

export async function createHoliday(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  input: HolidayInput,
  origin: RequestOrigin,
) {
  await companyScope(ctx.db, actor, companyId);
  const [row] = await ctx.db
    .insert(holidays)
    .values({
      companyId,
      name: input.name,
      date: input.date,
      description: input.description || null,
      isRecurring: input.isRecurring,
    })
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "HOLIDAY_CREATED",
    userId: actor.userId,
    companyId,
    resourceType: "holiday",
    resourceId: row!.id,
    message: `Holiday "${row!.name}" on ${row!.date} added`,
  });
  return presentHoliday(row!);
}

/**
 * A holiday in a company the actor can see, locked for the request's change; another company's is 404, and
 * so is one deleted by a request that committed first (two edits never merge, a deletion happens once).
 */
async function findHolidayFor(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db
    .select()
    .from(holidays)
    .where(and(eq(holidays.id, id), callersCompany(actor, holidays.companyId)))
    .for("update");
  if (!row || !canReadHolidays(actor, row.companyId)) throw notFound("Holiday not found");
  return row;
}

export async function updateHoliday(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: HolidayInput,
  origin: RequestOrigin,
) {
  authorize(isAdministrator(actor));
  const current = await findHolidayFor(ctx, actor, id);
  authorize(canManageHolidays(actor, current.companyId));
  const [row] = await ctx.db
    .update(holidays)
    .set({
      name: input.name,
      date: input.date,
      description: input.description || null,
      isRecurring: input.isRecurring,
      updatedAt: ctx.now(),
    })
    .where(and(eq(holidays.id, id), eq(holidays.companyId, current.companyId)))
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "HOLIDAY_UPDATED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "holiday",
    resourceId: id,
    message: `Holiday "${row!.name}" updated`,
  });
  return presentHoliday(row!);
}

export async function deleteHoliday(ctx: AppContext, actor: Actor, id: number, origin: RequestOrigin) {
  authorize(isAdministrator(actor));
  const current = await findHolidayFor(ctx, actor, id);
  authorize(canManageHolidays(actor, current.companyId));
  await ctx.db.delete(holidays).where(and(eq(holidays.id, id), eq(holidays.companyId, current.companyId)));
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "HOLIDAY_DELETED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "holiday",
    resourceId: id,
    message: `Holiday "${current.name}" on ${current.date} deleted`,
  });
}
