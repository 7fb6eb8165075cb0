import type { Role } from "../../../shared/auth/auth.schema";
import type { PayrollDto, PayrollStatus } from "../../../shared/payroll/payroll.schema";
import type { payrolls } from "./payroll.table";

type PayrollRow = typeof payrolls.$inferSelect;

/** The person a row pays, as every answer names them (docs/product/payroll.md §3). */
export interface PayrollPerson {
  firstName: string;
  lastName: string;
  role: string;
}

/** A payroll row as every answer shows it: the record with the person's name and role. */
export function presentPayroll(row: PayrollRow, person: PayrollPerson): PayrollDto {
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role as Role,
    month: row.month,
    year: row.year,
    baseSalary: row.baseSalary,
    taxAmount: row.taxAmount,
    benefitsAmount: row.benefitsAmount,
    netPay: row.netPay,
    status: row.status as PayrollStatus,
    payslipDocumentPath: row.payslipDocumentPath,
    generatedAt: row.generatedAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    lines: row.lines ?? null,
    editedAt: row.editedAt ? row.editedAt.toISOString() : null,
  };
}
