import { canAdministerCompany, isAdministrator, isSuperAdmin, type PolicyActor } from "../auth/actor";
import type { Role } from "../auth/auth.schema";

/** Who may manage whom (docs/product/employees.md, roles). Pure: the server enforces, the web shows. */

interface Person {
  id: number;
  role: string;
  companyId: number | null;
}

/** People management (lists, create, edit, delete, unlock) is for ADMINs and SUPER_ADMINs. */
export function canManagePeople(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}

/** One person: a SUPER_ADMIN anyone; an ADMIN never a SUPER_ADMIN nor anyone outside their company. */
export function canManageUser(actor: PolicyActor, target: Person): boolean {
  if (isSuperAdmin(actor)) return true;
  return (
    target.role !== "SUPER_ADMIN" &&
    target.companyId !== null &&
    canAdministerCompany(actor, target.companyId)
  );
}

/** Only a SUPER_ADMIN makes a SUPER_ADMIN. */
export function canAssignRole(actor: PolicyActor, role: Role): boolean {
  return role === "SUPER_ADMIN" ? isSuperAdmin(actor) : canManagePeople(actor);
}

/** Moving someone to another company is the platform operator's. */
export function canMoveBetweenCompanies(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** A person edits their own profile and password. */
export function isSelf(actor: PolicyActor, target: { id: number }): boolean {
  return actor.userId === target.id;
}

/** A profile (names, e-mail): one's own, or someone the actor manages. */
export function canEditProfile(actor: PolicyActor, target: Person): boolean {
  return isSelf(actor, target) || canManageUser(actor, target);
}

/** Deleting: someone the actor manages, never oneself. */
export function canDeleteUser(actor: PolicyActor, target: Person): boolean {
  return canManageUser(actor, target) && !isSelf(actor, target);
}

/**
 * Pay (salary, tax, deductions, percentages) and a password set from the admin form: never one's own —
 * another admin of the company or a SUPER_ADMIN sets them; one's own password changes in Settings, with
 * the current one.
 */
export function canSetPayAndPasswordOf(actor: PolicyActor, target: Person): boolean {
  return canManageUser(actor, target) && !isSelf(actor, target);
}

/** The role field: never one's own (another admin or a SUPER_ADMIN changes it). */
export function canChangeRoleOf(actor: PolicyActor, target: Person): boolean {
  return canManageUser(actor, target) && !isSelf(actor, target);
}

/**
 * Pay settings of one's own (salary, tax %, benefits %): a member of a company has them; a SUPER_ADMIN
 * belongs to none and is paid by none (docs/product/employees.md §8).
 */
export function hasOwnPay(actor: PolicyActor): boolean {
  return !isSuperAdmin(actor) && actor.companyId !== null;
}
