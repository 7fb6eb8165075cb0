import { eq } from "drizzle-orm";
import type { Role } from "../../../shared/auth/auth.schema";
import { canReadPayroll } from "../../../shared/payroll/payroll.policy";
import { payslipFileName } from "../../../shared/payroll/payroll.rules";
import { PAYROLL_NOT_FOUND, type PayrollStatus } from "../../../shared/payroll/payroll.schema";
import { notFound } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { readLogo } from "../companies/logo-store";
import { users } from "../users/users.table";
import { payrolls } from "./payroll.table";
import { type PayslipContent, payslipPdf } from "./payslip-pdf";

/**
 * A row's payslip PDF (docs/product/payroll.md §2, §4): for the person it pays, their company's ADMINs and
 * any SUPER_ADMIN; anyone else — a colleague, another company's admin — gets 404 'Payroll record not
 * found', as if the row did not exist. Not tied to enablement, like reading one's own rows.
 */
export async function payslipOf(
  ctx: RequestContext,
  actor: Actor,
  payrollId: number,
  dataDir: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [found] = await ctx.db
    .select({
      payroll: payrolls,
      person: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        email: users.username,
      },
      company: { id: companies.id, name: companies.name, logo: companies.logo, timeZone: companies.timezone },
    })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .innerJoin(companies, eq(companies.id, payrolls.companyId))
    .where(eq(payrolls.id, payrollId));
  if (!found || !canReadPayroll(actor, found.payroll)) throw notFound(PAYROLL_NOT_FOUND);

  const { payroll, person, company } = found;
  const content: PayslipContent = {
    company: { name: company.name, logo: await logoOf(dataDir, company) },
    person: { ...person, role: person.role as Role },
    month: payroll.month,
    year: payroll.year,
    baseSalary: payroll.baseSalary,
    taxAmount: payroll.taxAmount,
    benefitsAmount: payroll.benefitsAmount,
    netPay: payroll.netPay,
    status: payroll.status as PayrollStatus,
    paidAt: payroll.paidAt,
    generatedAt: payroll.generatedAt,
    lines: payroll.lines ?? null,
    editedAt: payroll.editedAt,
    timeZone: company.timeZone,
    now: new Date(),
  };
  return {
    fileName: payslipFileName(person, payroll.month, payroll.year),
    bytes: await payslipPdf(content),
  };
}

const STORED_LOGO = /^\/api\/companies\/(\d+)\/logo\/([^/]+)$/;

/**
 * The company's logo for the payslip's head, when it is a stored PNG or JPEG (docs/product/companies.md
 * §4); a drawn (SVG) or GIF logo, or one named by an outside address, is left out and the name stands alone.
 */
async function logoOf(
  dataDir: string,
  company: { id: number; logo: string },
): Promise<PayslipContent["company"]["logo"]> {
  const match = STORED_LOGO.exec(company.logo);
  if (!match || Number(match[1]) !== company.id) return null;
  const stored = await readLogo(dataDir, company.id, match[2]!).catch(() => null);
  if (!stored || (stored.type !== "image/png" && stored.type !== "image/jpeg")) return null;
  return { bytes: stored.bytes, type: stored.type };
}
