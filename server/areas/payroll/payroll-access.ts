import { and, eq, sql } from "drizzle-orm";
import { canManagePayroll, canUsePayrollManagement } from "../../../shared/payroll/payroll.policy";
import { PAYROLL_NOT_ENABLED, PAYROLL_NOT_FOUND } from "../../../shared/payroll/payroll.schema";
import type { Database } from "../../db/client";
import { callersCompany, companyScope, requireInCompanyScope } from "../../lib/company-scope";
import { authorize } from "../../lib/errors";
import { preparedOnce } from "../../lib/prepared";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { type PayrollPerson, presentPayroll } from "./payroll.presenter";
import { payrolls } from "./payroll.table";

/**
 * Who may reach payroll records, shared by the reads and the writes (docs/product/payroll.md §1, §2): the
 * role (an EMPLOYEE gets 403), the company in scope (404 for another company's or a deleted one), then
 * that the company has payroll enabled (403 while it has not, for a SUPER_ADMIN too, §1).
 */

export type PayrollRow = typeof payrolls.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type PayrollWithPerson = { payroll: PayrollRow } & PayrollPerson;

/** The columns of a row joined to its person (`innerJoin(users, …)`), as every answer names them. */
export const withPerson = {
  payroll: payrolls,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};
export const present = (r: PayrollWithPerson) => presentPayroll(r.payroll, r);
export const nameOf = (person: PayrollPerson) => `${person.firstName} ${person.lastName}`;

/** A company whose payroll the actor manages: role 403, then company 404, then enablement 403 (§1, §2). */
/** The company a payroll request names, read on every payroll list and summary: prepared. */
const companyById = preparedOnce("company_by_id", (db, name) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder("id")))
    .prepare(name),
);

export async function managedCompany(db: Database, actor: Actor, companyId: number): Promise<CompanyRow> {
  authorize(canUsePayrollManagement(actor));
  await companyScope(db, actor, companyId);
  const [company] = await companyById(db).execute({ id: companyId });
  authorize(canManagePayroll(actor, company!), PAYROLL_NOT_ENABLED);
  return company!;
}

/**
 * The same checks for a read that needs only the company's id (a list, the summary): one's own company is
 * not read again, as the session's join said whether it is live and has payroll enabled.
 */
export async function managedCompanyId(db: Database, actor: Actor, companyId: number): Promise<number> {
  if (companyId !== actor.companyId) return (await managedCompany(db, actor, companyId)).id;
  authorize(canUsePayrollManagement(actor));
  await companyScope(db, actor, companyId);
  const own = { id: companyId, payrollEnabled: actor.ownCompanyPayrollEnabled };
  authorize(canManagePayroll(actor, own), PAYROLL_NOT_ENABLED);
  return companyId;
}

/**
 * A row the actor manages, with its person, locked for the request's transaction so that two edits of
 * one row never merge stale amounts: role 403, another company's (or a deleted company's) 404, payroll
 * not enabled 403.
 */
export async function findPayrollFor(db: Database, actor: Actor, id: number): Promise<PayrollWithPerson> {
  authorize(canUsePayrollManagement(actor));
  const [found] = await db
    .select({ ...withPerson, payrollEnabled: companies.payrollEnabled })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .innerJoin(companies, and(eq(companies.id, payrolls.companyId), eq(companies.isDeleted, false)))
    .where(and(eq(payrolls.id, id), callersCompany(actor, payrolls.companyId)))
    .for("update", { of: payrolls });
  const row = requireInCompanyScope(actor, found?.payroll, PAYROLL_NOT_FOUND);
  authorize(
    canManagePayroll(actor, { id: row.companyId, payrollEnabled: found!.payrollEnabled }),
    PAYROLL_NOT_ENABLED,
  );
  return found!;
}
