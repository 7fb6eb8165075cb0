import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollDto } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { payrolls } from "./payroll.table";

/**
 * Payroll from the salary structure (docs/product/payroll.md §3, §4): Generate takes a person's annual CTC
 * and state of work, keeps the lines, carries the financial year's gross and TDS into the next month;
 * an edit by hand is flagged; the payslip prints the lines.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A payroll-enabled company, its admin signed in, and people built with the given fields. */
async function companyWith(people: Record<string, Parameters<typeof buildEmployee>[2]>) {
  const db = t.database.db;
  const company = await buildCompany(db, { payrollEnabled: true });
  const a = await buildAdmin(db, company.id, { salary: 0 });
  const admin = await signIn(t, a.username, a.password);
  const built: Record<string, { id: number }> = {};
  for (const [name, fields] of Object.entries(people)) {
    built[name] = await buildEmployee(db, company.id, { firstName: name, ...fields });
  }
  const generate = async (month: number, year: number) => {
    const res = await admin.post(
      `/api/companies/${company.id}/payrolls/generate?month=${month}&year=${year}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rowOf = async (person: { id: number }, month: number, year: number): Promise<PayrollDto> => {
    const list: PayrollDto[] = (
      await admin.get(`/api/companies/${company.id}/payrolls?month=${month}&year=${year}`)
    ).json();
    const row = list.find((r) => r.userId === person.id);
    expect(row).toBeDefined();
    return row!;
  };
  return { company, admin, people: built, generate, rowOf };
}

const meera = { annualCtc: 1_200_000, workState: "Karnataka", salary: 90_000, taxPercentage: 10 };
const kiran = { annualCtc: 2_400_000, workState: "Karnataka" };

describe("Generate from the salary structure", () => {
  it("gives a person with CTC ₹12,00,000 in Karnataka April 2025's worked amounts and lines; others the percentages", async () => {
    const w = await companyWith({
      Meera: meera,
      Ravi: { salary: 50_000, taxPercentage: 10, benefitsPercentage: 5 },
    });
    expect(await w.generate(4, 2025)).toMatchObject({ created: 3, skipped: [] });

    // monthly 100000; basic 50000; HRA 20000; employer PF 1800 (EPS 1250, EPF 550); gross 98200, no ESI;
    // special 28200; employee PF 1800; PT 200; taxable 98200 × 12 − 75000 = 1103400 ≤ ₹12 L: TDS 0
    // tax 0 + 200 = 200; benefits 1800; net 98200 − 200 − 1800 = 96200
    const row = await w.rowOf(w.people.Meera!, 4, 2025);
    expect(row).toMatchObject({
      baseSalary: 98_200,
      taxAmount: 200,
      benefitsAmount: 1_800,
      netPay: 96_200,
      status: "Pending",
      editedAt: null,
      lines: {
        fy: "2025-26",
        state: "Karnataka",
        annualCtc: 1_200_000,
        earnings: { basic: 50_000, hra: 20_000, specialAllowance: 28_200, gross: 98_200 },
        deductions: { employeePf: 1_800, employeeEsi: 0, professionalTax: 200, tds: 0, total: 2_000 },
        employer: { pf: 1_800, eps: 1_250, epf: 550, esi: 0, total: 1_800 },
        netPay: 96_200,
      },
    });
    // Without a CTC: salary × percentages, as before (10 % and 5 % of ₹50,000), no lines.
    expect(await w.rowOf(w.people.Ravi!, 4, 2025)).toMatchObject({
      baseSalary: 50_000,
      taxAmount: 5_000,
      benefitsAmount: 2_500,
      netPay: 42_500,
      lines: null,
      editedAt: null,
    });
  });

  it("carries the financial year's TDS into the next month, an edited first month included", async () => {
    const w = await companyWith({ Kiran: kiran, Latha: kiran });
    await w.generate(4, 2025);
    // monthly 200000; basic 100000; HRA 40000; PF 1800; gross 198200; taxable 198200 × 12 − 75000 = 2303400
    // tax 20000 + 40000 + 60000 + 80000 + 25 % × 303400 (75850) = 275850; cess 4 % 11034; year 286884
    // April TDS 286884 ÷ 12 = 23907; tax 23907 + 200 = 24107; net 198200 − 24107 − 1800 = 172293
    const kiranApril = await w.rowOf(w.people.Kiran!, 4, 2025);
    expect(kiranApril).toMatchObject({ baseSalary: 198_200, taxAmount: 24_107, netPay: 172_293 });
    expect(kiranApril.lines?.deductions.tds).toBe(23_907);

    // Latha's April tax edited by hand to ₹30,200 (TDS ₹30,000 + PT ₹200).
    const lathaApril = await w.rowOf(w.people.Latha!, 4, 2025);
    const edited = await w.admin.patch(`/api/payrolls/${lathaApril.id}`, { taxAmount: 30_200 });
    expect(edited.statusCode, edited.body).toBe(200);

    await w.generate(5, 2025);
    // Kiran: (286884 − 23907) ÷ 11 = 262977 ÷ 11 = 23907; tax 24107 as in April
    const kiranMay = await w.rowOf(w.people.Kiran!, 5, 2025);
    expect(kiranMay.lines?.deductions.tds).toBe(23_907);
    expect(kiranMay.taxAmount).toBe(24_107);
    // Latha: TDS so far 30200 − 200 = 30000; (286884 − 30000) ÷ 11 = 256884 ÷ 11 = 23353.09 → 23353
    // tax 23353 + 200 = 23553; net 198200 − 23553 − 1800 = 172847
    const lathaMay = await w.rowOf(w.people.Latha!, 5, 2025);
    expect(lathaMay).toMatchObject({ taxAmount: 23_553, netPay: 172_847, editedAt: null });
    expect(lathaMay.lines?.deductions.tds).toBe(23_353);
  });

  it("counts only the same financial year's earlier months", async () => {
    const w = await companyWith({ Kiran: kiran });
    // March 2026 closes FY 2025-26; April 2026 starts FY 2026-27 afresh: 12 months, nothing so far.
    await w.generate(3, 2026);
    await w.generate(4, 2026);
    const april = await w.rowOf(w.people.Kiran!, 4, 2026);
    expect(april.lines).toMatchObject({ fy: "2026-27", deductions: { tds: 23_907 } });
    // March 2026 alone in its year (no rows since April 2025): 1 month left, the whole projected tax.
    // projected 0 + 198200 × 1 = 198200 − 75000 = 123200 → tax 0
    const march = await w.rowOf(w.people.Kiran!, 3, 2026);
    expect(march.lines).toMatchObject({ fy: "2025-26", deductions: { tds: 0, professionalTax: 200 } });
  });

  it("falls back to the percentages for a month outside the statutory table", async () => {
    const w = await companyWith({ Meera: meera });
    // March 2025 is in FY 2024-25, which the table does not hold: 10 % of ₹90,000, no benefits.
    await w.generate(3, 2025);
    expect(await w.rowOf(w.people.Meera!, 3, 2025)).toMatchObject({
      baseSalary: 90_000,
      taxAmount: 9_000,
      benefitsAmount: 0,
      netPay: 81_000,
      lines: null,
    });
  });

  it("skips, and names, a person whose CTC is too small for a structure", async () => {
    const w = await companyWith({ Tiny: { annualCtc: 12, workState: "Karnataka" } });
    const answer = await w.generate(4, 2025);
    expect(answer.skipped).toEqual([
      { userId: w.people.Tiny!.id, firstName: "Tiny", lastName: expect.any(String) },
    ]);
    const rows = await t.database.db.select().from(payrolls).where(eq(payrolls.userId, w.people.Tiny!.id));
    expect(rows).toHaveLength(0);
  });
});

describe("editing a generated row by hand", () => {
  it("sets editedAt when an amount changes and keeps the lines; a status or an unchanged amount does not", async () => {
    const w = await companyWith({ Meera: meera });
    await w.generate(6, 2025);
    const row = await w.rowOf(w.people.Meera!, 6, 2025);

    t.clock.setTo("2025-06-20T10:00:00Z");
    const same = await w.admin.patch(`/api/payrolls/${row.id}`, {
      baseSalary: row.baseSalary,
      taxAmount: row.taxAmount,
      benefitsAmount: row.benefitsAmount,
      status: "Processed",
    });
    expect(same.json()).toMatchObject({ status: "Processed", editedAt: null });
    const status = await w.admin.patch(`/api/payrolls/${row.id}/status`, { status: "Pending" });
    expect(status.json()).toMatchObject({ editedAt: null });

    const res = await w.admin.patch(`/api/payrolls/${row.id}`, { benefitsAmount: 2_000 });
    expect(res.statusCode, res.body).toBe(200);
    const edited: PayrollDto = res.json();
    // 98200 − 200 − 2000 = 96000
    expect(edited).toMatchObject({ benefitsAmount: 2_000, netPay: 96_000 });
    expect(edited.editedAt).toMatch(/^2025-06-20T10:00/);
    expect(edited.lines).toEqual(row.lines);
    expect(await w.rowOf(w.people.Meera!, 6, 2025)).toMatchObject({
      editedAt: edited.editedAt,
      lines: row.lines,
    });
  });

  it("never flags a row without lines", async () => {
    const w = await companyWith({ Ravi: { salary: 50_000 } });
    await w.generate(7, 2025);
    const row = await w.rowOf(w.people.Ravi!, 7, 2025);
    const res = await w.admin.patch(`/api/payrolls/${row.id}`, { taxAmount: 1_000 });
    expect(res.json()).toMatchObject({ taxAmount: 1_000, lines: null, editedAt: null });
  });
});

/** The PDF's text, as a reader would copy it. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe("the payslip of a generated row", () => {
  it("prints the salary lines and the employer's contributions; once edited, the stored amounts", async () => {
    const w = await companyWith({ Meera: meera });
    await w.generate(8, 2025);
    const row = await w.rowOf(w.people.Meera!, 8, 2025);

    const text = await textOf((await w.admin.get(`/api/payrolls/${row.id}/payslip.pdf`)).rawPayload);
    for (const expected of [
      "Basic",
      "₹50,000",
      "HRA",
      "₹20,000",
      "Special allowance",
      "₹28,200",
      "Gross earnings",
      "₹98,200",
      "Employee PF",
      "₹1,800",
      "Employee ESI",
      "Professional tax",
      "₹200",
      "Income tax (TDS)",
      "Total deductions",
      "₹2,000",
      "Employer contributions (not deducted): PF ₹1,800, ESI ₹0",
      "₹96,200",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Amounts edited by hand");
    expect(text).not.toContain("Base salary");

    await w.admin.patch(`/api/payrolls/${row.id}`, { taxAmount: 1_200 });
    const edited = await textOf((await w.admin.get(`/api/payrolls/${row.id}/payslip.pdf`)).rawPayload);
    // 98200 − 1200 − 1800 = 95200
    for (const expected of [
      "Amounts edited by hand",
      "Base salary",
      "₹98,200",
      "Tax",
      "₹1,200",
      "Benefits",
      "₹95,200",
    ]) {
      expect(edited).toContain(expected);
    }
    expect(edited).not.toContain("Special allowance");
    expect(edited).not.toContain("Income tax (TDS)");
  });
});
