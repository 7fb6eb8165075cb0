import { and, eq } from "drizzle-orm";
import { isSuperAdmin } from "../../../shared/auth/actor";
import { EMAIL_TAKEN } from "../../../shared/auth/auth.schema";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { todayIn } from "../../../shared/common/time.rules";
import {
  financialYearOf,
  KNOWN_FINANCIAL_YEARS,
  type PtState,
  salaryStructure,
} from "../../../shared/payroll/statutory";
import { SALARY_STRUCTURE_TEXT } from "../../../shared/users/salary-structure.schema";
import {
  canAssignRole,
  canChangeRoleOf,
  canDeleteUser,
  canManagePeople,
  canManageUser,
  canMoveBetweenCompanies,
  canSetPayAndPasswordOf,
} from "../../../shared/users/users.policy";
import type { UserInput } from "../../../shared/users/users.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { companyScope, inCompanyOf } from "../../lib/company-scope";
import { randomToken } from "../../lib/crypto";
import { authorize, badRequest, conflict, forbidden } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { RequestContext } from "../../lib/transactional";
import { invitationMail, verificationMail } from "../auth/auth.mails";
import { UNLOCKED } from "../auth/lockout.rules";
import type { Actor } from "../auth/sessions.service";
import { issueToken } from "../auth/tokens.service";
import { type CompanyLock, findCompanyFor } from "../companies/companies.service";
import { mailChangedAddress } from "./address-change";
import {
  findUserFor,
  isUsernameTaken,
  listUsers,
  loadUserListItem,
  normalizeUsername,
  requireStillInCompany,
  type UserRow,
} from "./users.service";
import { users } from "./users.table";

export const SUPER_ADMIN_EMAIL_LOCKED = "System administrator email addresses cannot be changed.";

/** Users of a company (or `all` for a SUPER_ADMIN); without admins unless asked. */
export async function listCompanyUsers(
  ctx: AppContext,
  actor: Actor,
  companyId: number | "all",
  options: { includeAdmins: boolean } & ListQuery,
) {
  const scope = await companyScope(ctx.db, actor, companyId);
  const roles = options.includeAdmins ? ["ADMIN", "EMPLOYEE"] : ["EMPLOYEE"];
  return listUsers(ctx.db, ctx.now(), { companyId: scope.companyId, roles, q: options.q }, pageOf(options));
}

/**
 * Everyone a user-management table shows: a company's people of every role. Asked for every company, an
 * ADMIN gets their own company's.
 */
export async function listManagedUsers(
  ctx: AppContext,
  actor: Actor,
  companyId: number | "all",
  query: ListQuery & { locked?: boolean } = {},
) {
  authorize(canManagePeople(actor));
  const asked = companyId === "all" && !isSuperAdmin(actor) ? (actor.companyId ?? -1) : companyId;
  const scope = await companyScope(ctx.db, actor, asked);
  return listUsers(
    ctx.db,
    ctx.now(),
    { companyId: scope.companyId, q: query.q, locked: query.locked },
    pageOf(query),
  );
}

const moneyFields = (input: Partial<UserInput>) => ({
  ...(input.department !== undefined ? { department: input.department ?? null } : {}),
  ...(input.salary !== undefined ? { salary: input.salary } : {}),
  ...(input.taxAmount !== undefined ? { taxAmount: input.taxAmount } : {}),
  ...(input.deductionAmount !== undefined ? { deductionAmount: input.deductionAmount } : {}),
  ...(input.taxPercentage !== undefined ? { taxPercentage: String(input.taxPercentage) } : {}),
  ...(input.benefitsPercentage !== undefined ? { benefitsPercentage: String(input.benefitsPercentage) } : {}),
  ...(input.annualCtc !== undefined ? { annualCtc: input.annualCtc } : {}),
  ...(input.workState !== undefined ? { workState: input.workState } : {}),
});

type SalaryStructureFields = { annualCtc: number | null; workState: string | null };

/**
 * The salary structure a write leaves on the person (docs/product/employees.md §2.1): a CTC needs a state
 * of work, and must hold its own statutory contributions in this financial year's structure (a year the
 * rates do not hold yet is checked with the latest one). 400 on the field to fix.
 */
function checkSalaryStructure(ctx: AppContext, input: Partial<UserInput>, current: SalaryStructureFields) {
  const annualCtc = input.annualCtc === undefined ? current.annualCtc : input.annualCtc;
  const workState = input.workState === undefined ? current.workState : input.workState;
  if (annualCtc === null) return;
  if (workState === null) {
    const message = SALARY_STRUCTURE_TEXT.stateRequired;
    throw badRequest(message, [{ path: "body.workState", message }]);
  }
  const [year, month] = todayIn(ctx.config.platformTimezone, ctx.now()).split("-").map(Number);
  const thisYear = financialYearOf(year!, month!);
  const fy = KNOWN_FINANCIAL_YEARS.includes(thisYear) ? thisYear : KNOWN_FINANCIAL_YEARS.at(-1)!;
  try {
    salaryStructure(annualCtc, { state: workState as PtState, fy });
  } catch {
    const message = SALARY_STRUCTURE_TEXT.ctcTooSmall;
    throw badRequest(message, [{ path: "body.annualCtc", message }]);
  }
}

/** The pay fields of the form, as the security log names them. */
const PAY_FIELDS = [
  "salary",
  "taxAmount",
  "deductionAmount",
  "taxPercentage",
  "benefitsPercentage",
  "annualCtc",
  "workState",
] as const;

/**
 * The pay fields a write changes, each `{ from, to }` (for the security log's `changes`); an unchanged form
 * may send them all, so only real differences count. Percentages compare as numbers ("12.50" is 12.5).
 */
function payChanges(input: Partial<UserInput>, target: Pick<UserRow, (typeof PAY_FIELDS)[number]>) {
  const changes: Record<string, { from: number | string | null; to: number | string | null }> = {};
  for (const field of PAY_FIELDS) {
    const sent = input[field];
    if (sent === undefined) continue;
    const stored = target[field];
    const from = typeof stored === "string" && field !== "workState" ? Number(stored) : stored;
    if (sent !== from) changes[field] = { from, to: sent };
  }
  return changes;
}

/**
 * What adding a person checks, all reads: run once before the password is hashed, so a refused request
 * costs no hashing, and again inside the transaction that adds them.
 */
async function checkNewUser(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  input: UserInput,
  lock?: CompanyLock,
) {
  await companyScope(ctx.db, actor, companyId);
  const company = await findCompanyFor(ctx.db, actor, companyId, { lock });
  authorize(canAssignRole(actor, input.role), "You cannot create a user with this role");
  const username = normalizeUsername(input.username);
  if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  checkSalaryStructure(ctx, input, { annualCtc: null, workState: null });
  return { company, username };
}

/**
 * Adds a person to a company. With a password the account is ready and a verification mail goes out;
 * without one, an invitation lets them choose it (the account gets a random one meanwhile). The password is
 * hashed before the transaction, which holds no connection while it takes (docs/ARCHITECTURE.md, step 3).
 */
export async function createUser(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  input: UserInput,
  origin: RequestOrigin,
) {
  await checkNewUser(ctx, actor, companyId, input);
  const passwordHash = await hashPassword(input.password ?? randomToken(), ctx.config.passwordTimeCost);

  return ctx.transaction(async (tx) => {
    // The company stays live until this commits: its deletion waits, or this answers 404 (CompanyLock).
    const { company, username } = await checkNewUser(tx, actor, companyId, input, "share");
    const now = tx.now();
    const [row] = await tx.db
      .insert(users)
      .values({
        username,
        passwordHash,
        role: input.role,
        companyId: input.role === "SUPER_ADMIN" ? null : companyId,
        firstName: input.firstName,
        lastName: input.lastName,
        ...moneyFields(input),
      })
      .returning({ id: users.id });
    const token = await issueToken(tx.db, row!.id, input.password ? "verify" : "invite", now);
    await writeSecurityLog(tx.db, origin, {
      level: "INFO",
      action: "USER_CREATED",
      userId: actor.userId,
      companyId,
      resourceType: "user",
      resourceId: row!.id,
      message: `${username} added to "${company.name}" as ${input.role}`,
      metadata: { role: input.role, invited: !input.password },
    });

    const mail = input.password
      ? verificationMail(tx.config.appUrl, username, input.firstName, token)
      : invitationMail(tx.config.appUrl, username, input.firstName, company.name, token);
    tx.afterCommit(() => tx.mailer.send(mail));
    return loadUserListItem(tx.db, now, row!.id, input.role === "SUPER_ADMIN" ? null : companyId);
  });
}

export const OWN_PAY = "You cannot change your own pay";
export const OWN_PASSWORD = "Change your own password in Settings, with your current password";

/**
 * What the admin form's update checks, all reads, and what it decides: run before a new password is hashed
 * and again inside the transaction that applies it.
 */
async function checkUpdate(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  input: UserInput,
  lock?: CompanyLock,
) {
  authorize(canManagePeople(actor));
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canManageUser(actor, target));
  authorize(canAssignRole(actor, input.role), "You cannot give this role");
  if (input.role !== target.role && !canChangeRoleOf(actor, target))
    throw forbidden("You cannot change your own role");
  const changes = payChanges(input, target);
  if (!canSetPayAndPasswordOf(actor, target)) {
    if (input.password) throw forbidden(OWN_PASSWORD);
    if (Object.keys(changes).length > 0) throw forbidden(OWN_PAY);
  }
  checkSalaryStructure(ctx, input, target);
  const username = normalizeUsername(input.username);
  if (username !== target.username) {
    if (target.role === "SUPER_ADMIN") throw forbidden(SUPER_ADMIN_EMAIL_LOCKED);
    if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  }
  let companyId = target.companyId;
  if (input.companyId !== undefined && input.companyId !== target.companyId && input.role !== "SUPER_ADMIN") {
    authorize(canMoveBetweenCompanies(actor), "You cannot move a user to another company");
    companyId = (await findCompanyFor(ctx.db, actor, input.companyId, { lock })).id;
  }
  if (input.role !== "SUPER_ADMIN" && companyId === null) throw badRequest("Company is required");
  return { target, changes, username, companyId };
}

/**
 * The admin form's update: every field, password only when given (hashed before the transaction, after the
 * checks), role and company by the rules.
 */
export async function updateUser(
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  input: UserInput,
  origin: RequestOrigin,
) {
  let passwordHash: string | undefined;
  if (input.password) {
    await checkUpdate(ctx, actor, userId, input);
    passwordHash = await hashPassword(input.password, ctx.config.passwordTimeCost);
  }

  return ctx.transaction(async (tx) => {
    // A company the person moves into stays live until this commits (CompanyLock).
    const { target, changes, username, companyId } = await checkUpdate(tx, actor, userId, input, "share");
    const now = tx.now();
    // The links before the person's row, as following a link takes them (profile.service.ts, updateProfile).
    if (username !== target.username) {
      await mailChangedAddress(
        tx,
        { id: userId, companyId: companyId ?? target.companyId, firstName: input.firstName },
        username,
        { passwordSet: passwordHash !== undefined },
      );
    }
    await tx.db
      .update(users)
      .set({
        username,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        companyId: input.role === "SUPER_ADMIN" ? target.companyId : companyId,
        ...moneyFields(input),
        ...(passwordHash ? { passwordHash } : {}),
        ...(username !== target.username ? { isVerified: false } : {}),
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)))
      .returning({ id: users.id })
      .then(requireStillInCompany);
    await writeSecurityLog(tx.db, origin, {
      level: "INFO",
      action: "USER_UPDATED",
      userId: actor.userId,
      companyId: companyId ?? target.companyId,
      resourceType: "user",
      resourceId: userId,
      message: `${username} updated`,
      metadata: { passwordChanged: Boolean(passwordHash), companyId, changes },
    });
    if (input.role !== target.role) {
      await writeSecurityLog(tx.db, origin, {
        level: "SECURITY",
        action: "ROLE_CHANGED",
        userId: actor.userId,
        companyId: companyId ?? target.companyId,
        resourceType: "user",
        resourceId: userId,
        message: `${username}'s role changed from ${target.role} to ${input.role}`,
        metadata: { from: target.role, to: input.role },
      });
    }
    // A new password set by an administrator ends the person's sessions; so does a role change.
    if (passwordHash || input.role !== target.role) await tx.sessions.destroyAllForUser(userId);
    return loadUserListItem(tx.db, now, userId, input.role === "SUPER_ADMIN" ? target.companyId : companyId);
  });
}

/** Soft delete: the person can no longer sign in and their sessions end; their records stay. */
export async function deleteUser(ctx: AppContext, actor: Actor, userId: number, origin: RequestOrigin) {
  authorize(canManagePeople(actor));
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canManageUser(actor, target));
  if (!canDeleteUser(actor, target)) throw badRequest("You cannot delete your own account");
  const now = ctx.now();
  await ctx.db
    .update(users)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)))
    .returning({ id: users.id })
    .then(requireStillInCompany);
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "USER_DELETED",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `${target.username} deleted`,
  });
  await ctx.sessions.destroyAllForUser(userId);
}

/** Clears a lock and the failure count. */
export async function unlockUser(ctx: AppContext, actor: Actor, userId: number, origin: RequestOrigin) {
  authorize(canManagePeople(actor));
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canManageUser(actor, target));
  const now = ctx.now();
  await ctx.db
    .update(users)
    .set({ ...UNLOCKED, updatedAt: now })
    .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)))
    .returning({ id: users.id })
    .then(requireStillInCompany);
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "ACCOUNT_UNLOCKED",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `${target.username} unlocked`,
  });
  return loadUserListItem(ctx.db, now, userId, target.companyId);
}
