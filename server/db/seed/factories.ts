import type { Role } from "../../../shared/auth/auth.schema";
import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import type { PayrollPlan } from "../../../shared/payroll/payroll.constants";
import { companies } from "../../areas/companies/companies.table";
import { normalizeUsername } from "../../areas/users/users.service";
import { users } from "../../areas/users/users.table";
import { hashPassword } from "../../lib/passwords";
import type { Database } from "../client";

/** Builders shared by the tests and the demo seed, so both speak of the same data. */

export const DEFAULT_PASSWORD = "Passw0rd!";

export async function buildCompany(
  db: Database,
  fields: {
    name?: string;
    description?: string | null;
    payrollEnabled?: boolean;
    payrollPlan?: PayrollPlan | null;
    customFeePerEmployee?: number | null;
  } = {},
) {
  const name = fields.name ?? `Company ${Math.floor(Math.random() * 1e6)}`;
  const [company] = await db
    .insert(companies)
    .values({
      name,
      description: fields.description ?? null,
      logo: generateInitialsLogo(name),
      payrollEnabled: fields.payrollEnabled ?? false,
      payrollPlan: fields.payrollPlan ?? null,
      customFeePerEmployee: fields.customFeePerEmployee ?? null,
    })
    .returning();
  return company!;
}

let sequence = 0;

export async function buildUser(
  db: Database,
  fields: {
    role?: Role;
    companyId?: number | null;
    username?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    isVerified?: boolean;
    department?: string | null;
    salary?: number;
    /** Percentages of salary that prefill a payroll row (docs/product/payroll.md §4). */
    taxPercentage?: number;
    benefitsPercentage?: number;
    /** Salary structure (docs/product/employees.md §2.1): annual CTC in rupees and state of work. */
    annualCtc?: number | null;
    workState?: string | null;
    passwordHash?: string;
  } = {},
) {
  sequence += 1;
  const role = fields.role ?? "EMPLOYEE";
  const password = fields.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      username: normalizeUsername(fields.username ?? `person${sequence}.${Date.now()}@example.com`),
      passwordHash: fields.passwordHash ?? (await hashPassword(password)),
      role,
      companyId: role === "SUPER_ADMIN" ? (fields.companyId ?? null) : fields.companyId,
      firstName: fields.firstName ?? "Test",
      lastName: fields.lastName ?? `Person ${sequence}`,
      isVerified: fields.isVerified ?? true,
      department: fields.department ?? null,
      salary: fields.salary ?? 0,
      taxPercentage: (fields.taxPercentage ?? 0).toFixed(2),
      benefitsPercentage: (fields.benefitsPercentage ?? 0).toFixed(2),
      annualCtc: fields.annualCtc ?? null,
      workState: fields.workState ?? null,
    })
    .returning();
  return { ...user!, password };
}

export const buildEmployee = (
  db: Database,
  companyId: number,
  fields: Parameters<typeof buildUser>[1] = {},
) => buildUser(db, { ...fields, role: "EMPLOYEE", companyId });

export const buildAdmin = (db: Database, companyId: number, fields: Parameters<typeof buildUser>[1] = {}) =>
  buildUser(db, { ...fields, role: "ADMIN", companyId });
