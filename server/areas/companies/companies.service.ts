import { and, asc, count, eq, getTableColumns, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { isAdministrator } from "../../../shared/auth/actor";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { formatRupees } from "../../../shared/common/money";
import {
  canEditCompany,
  canManageCompanies,
  canReadCompany,
  canSetPayrollEnabled,
  canSetPayrollPlan,
} from "../../../shared/companies/companies.policy";
import type { CompanyInput, CompanyListItem, CompanyPatch } from "../../../shared/companies/companies.schema";
import { COMPANY_CARD_USERS } from "../../../shared/companies/companies.schema";
import type { PayrollPlan } from "../../../shared/payroll/payroll.constants";
import { type CompanyPlan, companyPlanProblem } from "../../../shared/payroll/platform-fee.rules";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { AppError, authorize, badRequest, conflict, notFound } from "../../lib/errors";
import { decodeBase64DataUrl, detectImageType } from "../../lib/images";
import { LIST_TOTAL, type ListPage, matchesAny, totalOfPage, withTotal } from "../../lib/lists";
import type { Actor } from "../auth/sessions.service";
import { closeOpenEnablementRequest } from "../payroll/enablement-requests.service";
import { users } from "../users/users.table";
import { presentCompanyBrief } from "./companies.presenter";
import { companies } from "./companies.table";
import { saveLogo } from "./logo-store";

export type CompanyRow = typeof companies.$inferSelect;

/** A live company the actor may see; another company's or a deleted one is 404 (never a leak). */
export async function findCompanyFor(
  db: Database,
  actor: Actor,
  companyId: number,
  options: { lock?: CompanyLock } = {},
): Promise<CompanyRow> {
  if (!canReadCompany(actor, companyId)) throw notFound("Company not found");
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  if (!row) throw notFound("Company not found");
  return row;
}

/**
 * Held until the request's transaction ends: `share` by a request giving the company a person or a plan
 * request (none may delete or edit it meanwhile), `update` by its edit and deletion (none may give it a
 * person meanwhile; docs/product/companies.md §3).
 */
export type CompanyLock = "share" | "update";

/**
 * A page of live companies by name, each with its user count and first users (SUPER_ADMIN); `q` finds a
 * name or description. Four queries, whatever the size.
 */
export async function listCompanies(
  db: Database,
  actor: Actor,
  query: ListQuery = {},
): Promise<ListPage<CompanyListItem>> {
  authorize(canManageCompanies(actor));
  const page = pageOf(query);
  const where = and(
    eq(companies.isDeleted, false),
    matchesAny(query.q, [companies.name, companies.description]),
  );
  const counted = db.select({ total: count() }).from(companies).where(where);
  const rows = await db
    .select({ ...getTableColumns(companies), [LIST_TOTAL]: withTotal(counted) })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await totalOfPage(rows, page, () => counted);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { items: [], total };
  const counts = await db
    .select({ companyId: users.companyId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isDeleted, false), inArray(users.companyId, ids)))
    .groupBy(users.companyId);
  const ranked = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      rank: sql<number>`row_number() over (partition by ${users.companyId} order by ${users.role}, ${users.firstName}, ${users.id})`.as(
        "rank",
      ),
    })
    .from(users)
    .where(and(eq(users.isDeleted, false), isNotNull(users.companyId), inArray(users.companyId, ids)))
    .as("ranked");
  const firstUsers = await db.select().from(ranked).where(lte(ranked.rank, COMPANY_CARD_USERS));
  const countOf = new Map(counts.map((c) => [c.companyId, c.count]));
  const usersOf = new Map<number, CompanyListItem["users"]>();
  for (const u of firstUsers) {
    const list = usersOf.get(u.companyId!) ?? [];
    list.push({ id: u.id, firstName: u.firstName, lastName: u.lastName, role: u.role });
    usersOf.set(u.companyId!, list);
  }
  const items = rows.map((row) =>
    Object.assign(presentCompanyBrief(row, { withPlan: true }), {
      userCount: countOf.get(row.id) ?? 0,
      users: usersOf.get(row.id) ?? [],
    }),
  );
  return { items, total };
}

/** A base64 data URL becomes a stored file so that lists stay light; other logos are kept as given. */
async function storeLogoValue(ctx: AppContext, companyId: number, logo: string): Promise<string> {
  const bytes = decodeBase64DataUrl(logo);
  if (!bytes) return logo;
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, "Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.");
  if (bytes.length > 5 * 1024 * 1024) throw new AppError(413, "File is too large. Maximum size is 5MB.");
  return saveLogo(ctx.config.dataDir, companyId, bytes, type);
}

export async function createCompany(
  ctx: AppContext,
  actor: Actor,
  input: CompanyInput,
  origin: RequestOrigin,
) {
  authorize(canManageCompanies(actor));
  const plan: CompanyPlan = {
    plan: input.payrollPlan ?? null,
    customFeePerEmployee: input.customFeePerEmployee ?? null,
  };
  refuseUnstorablePlan(plan);
  const [inserted] = await ctx.db
    .insert(companies)
    .values({
      name: input.name,
      description: input.description || null,
      logo: input.logo.startsWith("data:image/") && input.logo.includes(";base64,") ? "pending" : input.logo,
      payrollEnabled: input.payrollEnabled ?? false,
      payrollPlan: plan.plan,
      customFeePerEmployee: plan.customFeePerEmployee,
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.requireAdminTwoFactor !== undefined
        ? { requireAdminTwoFactor: input.requireAdminTwoFactor }
        : {}),
    })
    .returning();
  let row = inserted!;
  if (row.logo === "pending") {
    // A refused logo throws, and the request's transaction takes the new company back with it.
    const logo = await storeLogoValue(ctx, row.id, input.logo);
    [row] = (await ctx.db.update(companies).set({ logo }).where(eq(companies.id, row.id)).returning()) as [
      CompanyRow,
    ];
  }
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "COMPANY_CREATED",
    userId: actor.userId,
    companyId: row.id,
    resourceType: "company",
    resourceId: row.id,
    message: `Company "${row.name}" created`,
    metadata: {
      payrollEnabled: row.payrollEnabled,
      payrollPlan: row.payrollPlan,
      customFeePerEmployee: row.customFeePerEmployee,
    },
  });
  return presentCompanyBrief(row, { withPlan: true });
}

/** A Custom plan without a fee, or a fee that is not whole rupees, is 400 (docs/product/companies.md §2). */
function refuseUnstorablePlan(plan: CompanyPlan): void {
  const problem = companyPlanProblem(plan);
  if (problem) throw badRequest(problem);
}

/** How the security log names a plan: 'Standard', 'Custom at ₹1,500 per employee', 'none'. */
function describePlan(plan: CompanyPlan): string {
  if (plan.plan === null) return "none";
  if (plan.plan === "Custom") return `Custom at ${formatRupees(plan.customFeePerEmployee ?? 0)} per employee`;
  return plan.plan;
}

/**
 * Updates branding; payrollEnabled, the plan and its fee only by a SUPER_ADMIN (403 for anyone else who
 * tries to change them). Enabling payroll closes the company's open plan request, whose plan becomes the
 * company's unless the update names one (docs/product/payroll.md §1).
 */
export async function updateCompany(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  patch: CompanyPatch,
  origin: RequestOrigin,
) {
  authorize(isAdministrator(actor));
  // Locked for the edit: two edits never merge, and a plan request sent meanwhile is seen and closed.
  const current = await findCompanyFor(ctx.db, actor, companyId, { lock: "update" });
  authorize(canEditCompany(actor, companyId));
  if (patch.payrollEnabled !== undefined && patch.payrollEnabled !== current.payrollEnabled) {
    authorize(canSetPayrollEnabled(actor), "Only the platform administrator can change payroll enablement");
  }
  if (
    (patch.payrollPlan !== undefined && patch.payrollPlan !== current.payrollPlan) ||
    (patch.customFeePerEmployee !== undefined && patch.customFeePerEmployee !== current.customFeePerEmployee)
  ) {
    authorize(canSetPayrollPlan(actor), "Only the platform administrator can change the payroll plan");
  }
  const mayChangePayroll = canSetPayrollEnabled(actor);
  const enabling = mayChangePayroll && patch.payrollEnabled === true && !current.payrollEnabled;
  // Enabling payroll answers the company's plan request (docs/product/payroll.md §6.1): it closes.
  const requestedPlan = enabling ? await closeOpenEnablementRequest(ctx, actor, companyId, origin) : null;
  const before: CompanyPlan = {
    plan: current.payrollPlan as PayrollPlan | null,
    customFeePerEmployee: current.customFeePerEmployee,
  };
  const after: CompanyPlan = {
    plan:
      canSetPayrollPlan(actor) && patch.payrollPlan !== undefined
        ? patch.payrollPlan
        : (requestedPlan ?? before.plan),
    customFeePerEmployee:
      canSetPayrollPlan(actor) && patch.customFeePerEmployee !== undefined
        ? patch.customFeePerEmployee
        : before.customFeePerEmployee,
  };
  const planChanged =
    after.plan !== before.plan || after.customFeePerEmployee !== before.customFeePerEmployee;
  if (planChanged) refuseUnstorablePlan(after);
  const logo = patch.logo === undefined ? undefined : await storeLogoValue(ctx, companyId, patch.logo);
  const changes = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.description !== undefined ? { description: patch.description || null } : {}),
    ...(logo !== undefined ? { logo } : {}),
    ...(patch.timezone !== undefined ? { timezone: patch.timezone } : {}),
    ...(patch.requireAdminTwoFactor !== undefined
      ? { requireAdminTwoFactor: patch.requireAdminTwoFactor }
      : {}),
    ...(patch.payrollEnabled !== undefined && mayChangePayroll
      ? { payrollEnabled: patch.payrollEnabled }
      : {}),
    ...(after.plan !== before.plan ? { payrollPlan: after.plan } : {}),
    ...(after.customFeePerEmployee !== before.customFeePerEmployee
      ? { customFeePerEmployee: after.customFeePerEmployee }
      : {}),
  };
  const [row] = await ctx.db
    .update(companies)
    .set({ ...changes, updatedAt: ctx.now() })
    .where(eq(companies.id, companyId))
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "COMPANY_UPDATED",
    userId: actor.userId,
    companyId,
    resourceType: "company",
    resourceId: companyId,
    message: planChanged
      ? `Company "${row!.name}" updated; plan ${describePlan(before)} → ${describePlan(after)}`
      : `Company "${row!.name}" updated`,
    metadata: {
      fields: Object.keys(changes),
      ...(row!.requireAdminTwoFactor !== current.requireAdminTwoFactor
        ? { requireAdminTwoFactor: row!.requireAdminTwoFactor }
        : {}),
      ...(planChanged ? { payrollPlan: { from: before, to: after } } : {}),
    },
  });
  return presentCompanyBrief(row!, { withPlan: true });
}

/** Stores an uploaded logo (raw body, checked by content) and points the company at it. */
export async function uploadLogo(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  bytes: Buffer,
  origin: RequestOrigin,
) {
  authorize(isAdministrator(actor));
  await findCompanyFor(ctx.db, actor, companyId);
  authorize(canEditCompany(actor, companyId));
  const type = detectImageType(bytes);
  if (!type) throw new AppError(415, "Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.");
  const logo = await saveLogo(ctx.config.dataDir, companyId, bytes, type);
  return { company: await updateCompany(ctx, actor, companyId, { logo }, origin) };
}

/** Soft delete; refused with 409 while the company still has (not deleted) users. */
export async function deleteCompany(ctx: AppContext, actor: Actor, companyId: number, origin: RequestOrigin) {
  authorize(isAdministrator(actor));
  // Locked before its people are counted: a person being added waits, or makes this wait (CompanyLock).
  const company = await findCompanyFor(ctx.db, actor, companyId, { lock: "update" });
  authorize(canManageCompanies(actor));
  const [live] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDeleted, false)));
  if ((live?.count ?? 0) > 0) throw conflict("Cannot delete company with users");
  const now = ctx.now();
  await ctx.db
    .update(companies)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(eq(companies.id, companyId));
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "COMPANY_DELETED",
    userId: actor.userId,
    companyId,
    resourceType: "company",
    resourceId: companyId,
    message: `Company "${company.name}" deleted`,
  });
}
