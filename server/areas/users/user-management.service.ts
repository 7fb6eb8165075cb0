import { eq } from "drizzle-orm";
import { isSuperAdmin } from "../../../shared/auth/actor";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
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
import { companyScope } from "../../lib/company-scope";
import { randomToken } from "../../lib/crypto";
import { authorize, badRequest, conflict, forbidden } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { RequestContext } from "../../lib/transactional";
import { invitationMail, verificationMail } from "../auth/auth.mails";
import { UNLOCKED } from "../auth/lockout.rules";
import type { Actor } from "../auth/sessions.service";
import { issueToken } from "../auth/tokens.service";
import { findCompanyFor } from "../companies/companies.service";
import {
  findUserFor,
  isUsernameTaken,
  listUsers,
  loadUserListItem,
  normalizeUsername,
  type UserRow,
} from "./users.service";
import { users } from "./users.table";

export const SUPER_ADMIN_EMAIL_LOCKED = "System administrator email addresses cannot be changed.";
const EMAIL_TAKEN = "An account with this email already exists";

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
});

/**
 * Adds a person to a company. With a password the account is ready and a verification mail goes out;
 * without one, an invitation lets them choose it.
 */
export async function createUser(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  input: UserInput,
  origin: RequestOrigin,
) {
  await companyScope(ctx.db, actor, companyId);
  const company = await findCompanyFor(ctx.db, actor, companyId);
  authorize(canAssignRole(actor, input.role), "You cannot create a user with this role");
  const username = normalizeUsername(input.username);
  if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password ?? randomToken());

  const [row] = await ctx.db
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
  const token = await issueToken(ctx.db, row!.id, input.password ? "verify" : "invite", now);
  await writeSecurityLog(ctx.db, origin, {
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
    ? verificationMail(ctx.config.appUrl, username, input.firstName, token)
    : invitationMail(ctx.config.appUrl, username, input.firstName, company.name, token);
  ctx.afterCommit(() => ctx.mailer.send(mail));
  return loadUserListItem(ctx.db, now, row!.id);
}

export const OWN_PAY = "You cannot change your own pay";
export const OWN_PASSWORD = "Change your own password in Settings, with your current password";

/** Whether the form's pay fields differ from the person's (an unchanged form may send them all). */
function changesPay(input: UserInput, target: UserRow): boolean {
  const differs = (value: number | undefined, current: number | string) =>
    value !== undefined && Number(value) !== Number(current);
  return (
    differs(input.salary, target.salary) ||
    differs(input.taxAmount, target.taxAmount) ||
    differs(input.deductionAmount, target.deductionAmount) ||
    differs(input.taxPercentage, target.taxPercentage) ||
    differs(input.benefitsPercentage, target.benefitsPercentage)
  );
}

/** The admin form's update: every field, password only when given, role and company by the rules. */
export async function updateUser(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  input: UserInput,
  origin: RequestOrigin,
) {
  authorize(canManagePeople(actor));
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canManageUser(actor, target));
  authorize(canAssignRole(actor, input.role), "You cannot give this role");
  if (input.role !== target.role && !canChangeRoleOf(actor, target))
    throw forbidden("You cannot change your own role");
  if (!canSetPayAndPasswordOf(actor, target)) {
    if (input.password) throw forbidden(OWN_PASSWORD);
    if (changesPay(input, target)) throw forbidden(OWN_PAY);
  }
  const username = normalizeUsername(input.username);
  if (username !== target.username) {
    if (target.role === "SUPER_ADMIN") throw forbidden(SUPER_ADMIN_EMAIL_LOCKED);
    if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  }
  let companyId = target.companyId;
  if (input.companyId !== undefined && input.companyId !== target.companyId && input.role !== "SUPER_ADMIN") {
    authorize(canMoveBetweenCompanies(actor), "You cannot move a user to another company");
    companyId = (await findCompanyFor(ctx.db, actor, input.companyId)).id;
  }
  if (input.role !== "SUPER_ADMIN" && companyId === null) throw badRequest("Company is required");
  const now = ctx.now();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  await ctx.db
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
    .where(eq(users.id, userId));
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "USER_UPDATED",
    userId: actor.userId,
    companyId: companyId ?? target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `${username} updated`,
    metadata: { passwordChanged: Boolean(passwordHash), companyId },
  });
  if (input.role !== target.role) {
    await writeSecurityLog(ctx.db, origin, {
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
  if (passwordHash || input.role !== target.role) await ctx.sessions.destroyAllForUser(userId);
  return loadUserListItem(ctx.db, now, userId);
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
    .where(eq(users.id, userId));
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
    .where(eq(users.id, userId));
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "ACCOUNT_UNLOCKED",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `${target.username} unlocked`,
  });
  return loadUserListItem(ctx.db, now, userId);
}
