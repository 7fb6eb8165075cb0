import { and, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { isSuperAdmin } from "../../../shared/auth/actor";
import { pageOf } from "../../../shared/common/list.schema";
import { canEnablePayroll, canRequestPayrollEnablement } from "../../../shared/payroll/payroll.policy";
import {
  PAYROLL_ALREADY_ENABLED,
  PAYROLL_ENABLEMENT_REQUEST,
  PAYROLL_REQUEST_NOT_FOUND,
  PAYROLL_REQUEST_NOT_OPEN,
  type PayrollEnablementRequest,
  type PayrollEnablementRequestAnswer,
  type PayrollEnablementRequestDto,
  type PayrollPlan,
  type PayrollRequestListQuery,
  type PayrollRequestStatus,
} from "../../../shared/payroll/payroll.schema";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { inCompanyOf } from "../../lib/company-scope";
import { authorize, conflict, notFound } from "../../lib/errors";
import { LIST_TOTAL, type ListPage, totalOfPage, withTotal } from "../../lib/lists";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { payrollEnablementRequestMail } from "./payroll.mails";
import { payrollEnablementRequests as requests } from "./payroll.table";

/**
 * Plan requests (docs/product/payroll.md §6.1): an ADMIN of a company without payroll asks for a plan
 * through `POST /api/contact-support`; every SUPER_ADMIN is mailed; SUPER_ADMINs list the requests and
 * enabling the company's payroll (companies.service.ts) closes its open one.
 */

type RequestRow = typeof requests.$inferSelect;

const withNames = {
  request: requests,
  companyName: companies.name,
  companyPayrollEnabled: companies.payrollEnabled,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.username,
};
type RequestWithNames = {
  request: RequestRow;
  companyName: string | null;
  companyPayrollEnabled: boolean | null;
  firstName: string;
  lastName: string;
  email: string;
};

function present(r: RequestWithNames): PayrollEnablementRequestDto {
  const { request } = r;
  return {
    id: request.id,
    type: PAYROLL_ENABLEMENT_REQUEST,
    status: request.status as PayrollRequestStatus,
    selectedPlan: request.selectedPlan as PayrollPlan,
    message: request.message,
    company:
      request.companyId === null
        ? null
        : {
            id: request.companyId,
            name: r.companyName ?? "",
            payrollEnabled: r.companyPayrollEnabled ?? false,
          },
    requestedBy: { id: request.requestedBy, firstName: r.firstName, lastName: r.lastName, email: r.email },
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt ? request.closedAt.toISOString() : null,
  };
}

/**
 * Requests with their company (when they name one) and requester, in one query; `extra` adds columns (a
 * list's total).
 */
function selectRequests<E extends Record<string, SQL>>(db: Database, extra?: E) {
  return db
    .select({ ...withNames, ...(extra as E) })
    .from(requests)
    .leftJoin(companies, eq(companies.id, requests.companyId))
    .innerJoin(users, eq(users.id, requests.requestedBy));
}

/** A request by id, read back in the company it names (none: a SUPER_ADMIN's), so from one shard. */
async function findRequest(
  db: Database,
  id: number,
  companyId: number | null,
): Promise<RequestWithNames | undefined> {
  const [row] = await selectRequests(db).where(
    and(eq(requests.id, id), inCompanyOf(requests.companyId, companyId)),
  );
  return row;
}

/**
 * Sends a plan request for the caller's company (§6.1). The person and the company come from the session
 * (the body's `userId`, `companyId`, `userEmail` and `userName` are dropped by the schema); a SUPER_ADMIN,
 * who has no company, sends one naming none. A company that already has payroll is 409. While a request
 * is open, another answers that one (`alreadyOpen`) and mails nobody; a new one is logged and mailed to
 * every SUPER_ADMIN once the request commits.
 */
export async function requestPayrollEnablement(
  ctx: RequestContext,
  actor: Actor,
  input: PayrollEnablementRequest,
  origin: RequestOrigin,
): Promise<PayrollEnablementRequestAnswer> {
  authorize(canRequestPayrollEnablement(actor));
  const companyId = isSuperAdmin(actor) ? null : actor.companyId;
  let companyName: string | null = null;
  if (companyId !== null) {
    // Shared until this commits: a SUPER_ADMIN enabling payroll meanwhile waits, then closes this request;
    // one who enabled it first is seen here (companies.service.ts, updateCompany).
    const [company] = await ctx.db
      .select({ name: companies.name, payrollEnabled: companies.payrollEnabled })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)))
      .for("share");
    if (!company) throw notFound("Company not found");
    if (company.payrollEnabled) throw conflict(PAYROLL_ALREADY_ENABLED);
    companyName = company.name;
  }
  // At most one open request per company (per requester without one): the partial unique indexes decide
  // between two requests sent at once, and the second is answered with the first.
  const [created] = await ctx.db
    .insert(requests)
    .values({
      companyId,
      requestedBy: actor.userId,
      selectedPlan: input.selectedPlan,
      message: input.message,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ id: requests.id });
  if (!created) {
    const [open] = await selectRequests(ctx.db).where(
      and(
        eq(requests.status, "open"),
        companyId === null
          ? and(isNull(requests.companyId), eq(requests.requestedBy, actor.userId))
          : eq(requests.companyId, companyId),
      ),
    );
    return { ...present(open!), alreadyOpen: true };
  }
  const row = (await findRequest(ctx.db, created.id, companyId))!;
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PAYROLL_ENABLEMENT_REQUESTED",
    userId: actor.userId,
    companyId,
    resourceType: "payroll_enablement_request",
    resourceId: created.id,
    message: `Payroll requested on the ${input.selectedPlan} plan`,
    metadata: { selectedPlan: input.selectedPlan },
  });
  const superAdmins = await ctx.db
    .select({ email: users.username })
    .from(users)
    .where(and(eq(users.role, "SUPER_ADMIN"), eq(users.isDeleted, false)));
  for (const { email } of superAdmins) {
    const mail = payrollEnablementRequestMail(ctx.config.appUrl, email, {
      companyName,
      requesterName: `${row.firstName} ${row.lastName}`,
      requesterEmail: row.email,
      plan: input.selectedPlan,
      message: input.message,
    });
    // One task per address: a failed delivery is logged and the others still go.
    ctx.afterCommit(() => ctx.mailer.send(mail));
  }
  return { ...present(row), alreadyOpen: false };
}

/**
 * The plan requests for the Companies page (SUPER_ADMIN): open ones by default, newest first, each with its
 * company and plan. Requests of deleted companies are left out.
 */
export async function listEnablementRequests(
  ctx: RequestContext,
  actor: Actor,
  query: PayrollRequestListQuery,
): Promise<ListPage<PayrollEnablementRequestDto>> {
  authorize(canEnablePayroll(actor));
  const page = pageOf(query);
  const where: SQL | undefined = and(
    query.status === "all" ? undefined : eq(requests.status, query.status),
    or(isNull(requests.companyId), eq(companies.isDeleted, false)),
  );
  const counted = ctx.db
    .select({ total: count() })
    .from(requests)
    .leftJoin(companies, eq(companies.id, requests.companyId))
    .where(where);
  const rows = await selectRequests(ctx.db, { [LIST_TOTAL]: withTotal(counted) })
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(present), total: await totalOfPage(rows, page, () => counted) };
}

/** Closes a request (its company's payroll enabled, or dismissed) and logs it. */
async function closeRequest(
  db: Database,
  actor: Actor,
  request: RequestRow,
  status: Exclude<PayrollRequestStatus, "open">,
  now: Date,
  origin: RequestOrigin,
): Promise<void> {
  await db
    .update(requests)
    .set({ status, closedAt: now, closedBy: actor.userId })
    .where(eq(requests.id, request.id));
  await writeSecurityLog(db, origin, {
    level: "INFO",
    action: "PAYROLL_ENABLEMENT_REQUEST_CLOSED",
    userId: actor.userId,
    companyId: request.companyId,
    resourceType: "payroll_enablement_request",
    resourceId: request.id,
    message:
      status === "enabled"
        ? `Payroll request on the ${request.selectedPlan} plan closed: payroll enabled`
        : `Payroll request on the ${request.selectedPlan} plan dismissed`,
    metadata: { status },
  });
}

/**
 * Dismisses an open request without enabling payroll (SUPER_ADMIN): 404 for an unknown one, 409 for one
 * already closed.
 */
export async function dismissEnablementRequest(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  origin: RequestOrigin,
): Promise<PayrollEnablementRequestDto> {
  authorize(canEnablePayroll(actor));
  const [found] = await ctx.db.select().from(requests).where(eq(requests.id, id)).for("update");
  if (!found) throw notFound(PAYROLL_REQUEST_NOT_FOUND);
  if (found.status !== "open") throw conflict(PAYROLL_REQUEST_NOT_OPEN);
  await closeRequest(ctx.db, actor, found, "dismissed", ctx.now(), origin);
  return present((await findRequest(ctx.db, id, found.companyId))!);
}

/**
 * Called when a SUPER_ADMIN enables a company's payroll (docs/product/payroll.md §6.1): the company's open
 * request, if any, is closed as `enabled` in the same transaction. Answers the plan it asked for (which
 * becomes the company's unless the update names one), or null when there was none.
 */
export async function closeOpenEnablementRequest(
  ctx: Pick<AppContext, "db" | "now">,
  actor: Actor,
  companyId: number,
  origin: RequestOrigin,
): Promise<PayrollPlan | null> {
  const [open] = await ctx.db
    .select()
    .from(requests)
    .where(and(eq(requests.companyId, companyId), eq(requests.status, "open")))
    .for("update");
  if (!open) return null;
  await closeRequest(ctx.db, actor, open, "enabled", ctx.now(), origin);
  return open.selectedPlan as PayrollPlan;
}
