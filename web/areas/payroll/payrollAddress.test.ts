import { describe, expect, it } from "vitest";
import {
  defaultPayrollCompany,
  payrollSearch,
  readMyPayrollYear,
  readPayrollAddress,
} from "./payrollAddress";

const TODAY = "2026-03-15";
const read = (query: string) => readPayrollAddress(new URLSearchParams(query), TODAY);

describe("the /payrolls address (payroll.md §6.2, §6.3, §7)", () => {
  it("opens on this month and year, no company named", () => {
    expect(read("")).toEqual({ companyId: null, month: 3, year: 2026 });
  });

  it("reads the month, the year and a company", () => {
    expect(read("?companyId=4&month=11&year=2024")).toEqual({ companyId: 4, month: 11, year: 2024 });
  });

  it("falls back for anything it cannot use: a month out of 1–12, a year outside the choices", () => {
    expect(read("?month=13&year=2019&companyId=x")).toEqual({ companyId: null, month: 3, year: 2026 });
    expect(read("?month=0&year=2027")).toEqual({ companyId: null, month: 3, year: 2026 });
    expect(read("?year=2021").year).toBe(2021);
    expect(read("?year=2020").year).toBe(2026);
  });

  it("leaves the defaults out of the address and keeps the rest", () => {
    const start = new URLSearchParams("?companyId=4&month=11");
    expect(payrollSearch(start, { month: 3 }, TODAY).toString()).toBe("companyId=4");
    expect(payrollSearch(start, { year: 2025 }, TODAY).toString()).toBe("companyId=4&month=11&year=2025");
    expect(payrollSearch(start, { companyId: 7 }, TODAY).toString()).toBe("companyId=7&month=11");
    expect(payrollSearch(start, { companyId: null }, TODAY).toString()).toBe("month=11");
  });

  it("gives My Payroll its year", () => {
    expect(readMyPayrollYear(new URLSearchParams("?year=2023"), TODAY)).toBe(2023);
    expect(readMyPayrollYear(new URLSearchParams(""), TODAY)).toBe(2026);
  });
});

describe("the company a super admin's payroll opens on", () => {
  it("is the first with payroll enabled, else the first, else none", () => {
    expect(
      defaultPayrollCompany([
        { id: 2, payrollEnabled: false },
        { id: 5, payrollEnabled: true },
      ]),
    ).toBe(5);
    expect(defaultPayrollCompany([{ id: 2, payrollEnabled: false }])).toBe(2);
    expect(defaultPayrollCompany([])).toBeNull();
    expect(defaultPayrollCompany(undefined)).toBeNull();
  });
});
