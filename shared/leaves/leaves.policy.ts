import { canAdministerCompany, isAdministrator, type PolicyActor } from "../auth/actor";

/** Who may do what with leave (docs/product/leave.md, roles). Pure: the server enforces, the web shows. */

/** Anyone who belongs to a company may ask for leave for themselves (a SUPER_ADMIN belongs to none). */
export function canRequestLeave(actor: PolicyActor): boolean {
  return actor.companyId !== null;
}

/** The admin screens (requests of a company, allocations) are for ADMINs and SUPER_ADMINs. */
export function canManageLeave(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}

/** Approve or reject: an administrator of the request's company, never on their own request. */
export function canDecideLeave(actor: PolicyActor, leave: { userId: number; companyId: number }): boolean {
  return canAdministerCompany(actor, leave.companyId) && leave.userId !== actor.userId;
}

/**
 * Change a person's yearly allocation: an administrator of their company, never their own (like deciding
 * one's own leave, it needs another admin of the company or a SUPER_ADMIN).
 */
export function canSetLeaveAllocation(
  actor: PolicyActor,
  person: { id: number; companyId: number | null },
): boolean {
  return (
    person.companyId !== null && canAdministerCompany(actor, person.companyId) && person.id !== actor.userId
  );
}
