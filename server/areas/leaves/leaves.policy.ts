import type { Actor } from "../auth/sessions.service";

/** Anyone who belongs to a company may ask for leave for themselves. */
export function canRequestLeave(actor: Actor): boolean {
  return actor.companyId !== null;
}

/** Admins see and decide the requests of their company; a SUPER_ADMIN of every company. */
export function canManageLeave(actor: Actor): boolean {
  return actor.role === "ADMIN" || actor.role === "SUPER_ADMIN";
}

export function canManageLeaveOf(actor: Actor, companyId: number): boolean {
  return actor.role === "SUPER_ADMIN" || (actor.role === "ADMIN" && actor.companyId === companyId);
}

/** Nobody decides their own request. */
export function canDecideLeave(actor: Actor, leave: { userId: number; companyId: number }): boolean {
  return canManageLeaveOf(actor, leave.companyId) && leave.userId !== actor.userId;
}
