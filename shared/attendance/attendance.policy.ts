import { isAdministrator, type PolicyActor } from "../auth/actor";

/** Who may do what with attendance (docs/product/attendance.md, roles). Pure: the server enforces, the web shows. */

/** Members of a company record their own attendance (a SUPER_ADMIN belongs to none). */
export function canRecordAttendance(actor: PolicyActor): boolean {
  return actor.companyId !== null;
}

/** A record is edited or deleted by the person it belongs to, nobody else. */
export function canEditAttendance(actor: PolicyActor, record: { userId: number }): boolean {
  return record.userId === actor.userId;
}

/** The company view (everyone's records) is for ADMINs and SUPER_ADMINs; the company is scoped apart. */
export function canViewCompanyAttendance(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}
