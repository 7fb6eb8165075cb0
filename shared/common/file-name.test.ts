import { describe, expect, it } from "vitest";
import { downloadFileName, fileNamePart } from "./file-name";

describe("downloadFileName", () => {
  it("names a payroll export after the company and the period", () => {
    expect(downloadFileName(["payroll", "Acme Corp", "2026", "03"], "csv")).toBe(
      "payroll-acme-corp-2026-03.csv",
    );
  });

  it("keeps only lower-case ASCII letters, digits and dashes", () => {
    expect(fileNamePart("Zoë & Co. (India) Pvt. Ltd.")).toBe("zoe-co-india-pvt-ltd");
    expect(fileNamePart('../../etc/passwd"; x=')).toBe("etc-passwd-x");
    expect(fileNamePart("  --Ṡpace   Ñame--  ")).toBe("space-name");
  });

  it("leaves out a part with nothing left, and never answers an empty name", () => {
    expect(downloadFileName(["payroll", "टाटा", "2026", "03"], "csv")).toBe("payroll-2026-03.csv");
    expect(downloadFileName(["", "!!!"], "csv")).toBe("download.csv");
  });

  it("names a payslip PDF after the person and the period", () => {
    expect(downloadFileName(["payslip", "Asha", "Rao", "2026", "03"], "pdf")).toBe(
      "payslip-asha-rao-2026-03.pdf",
    );
  });

  it("shortens a long part to 60 characters without a trailing dash", () => {
    const part = fileNamePart(`${"a".repeat(59)} b`);
    expect(part).toBe("a".repeat(59));
    expect(fileNamePart("x".repeat(100))).toHaveLength(60);
  });
});
