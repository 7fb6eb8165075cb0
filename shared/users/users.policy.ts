import type { Role } from "../../../shared/auth/auth.schema";
import type { Actor } from "../auth/sessions.service";

interface Target {
  id: number;
  role: string;
  companyId: number | null;
}

/** People management (lists, create, edit, delete, unlock) is for ADMINs and SUPER_ADMINs. */
export function canManagePeople(actor: Actor): boolean {
  return actor.role === "SUPER_ADMIN" || actor.role === "ADMIN";
}

/** The people of a company: a SUPER_ADMIN any; an ADMIN only their own. */
export function canManagePeopleOf(actor: Actor, companyId: number): boolean {
  return actor.role === "SUPER_ADMIN" || (actor.role === "ADMIN" && actor.companyId === companyId);
}

/** One person: an ADMIN never touches a SUPER_ADMIN nor anyone outside their company. */
export function canManageUser(actor: Actor, target: Target): boolean {
  if (actor.role === "SUPER_ADMIN") return true;
  return actor.role === "ADMIN" && target.role !== "SUPER_ADMIN" && target.companyId === actor.companyId;
}

/** Only a SUPER_ADMIN makes a SUPER_ADMIN. */
export function canAssignRole(actor: Actor, role: Role): boolean {
  return role === "SUPER_ADMIN" ? actor.role === "SUPER_ADMIN" : canManagePeople(actor);
}

/** Moving someone to another company is the platform operator's. */
export function canMoveBetweenCompanies(actor: Actor): boolean {
  return actor.role === "SUPER_ADMIN";
}

/** A person edits their own profile and password. */
export function isSelf(actor: Actor, target: { id: number }): boolean {
  return actor.userId === target.id;
}
