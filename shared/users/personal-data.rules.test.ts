import { describe, expect, it } from "vitest";
import {
  erasedUsername,
  erasureCutoff,
  isErasedUsername,
  PERSONAL_DATA_RETENTION_DEFAULT_DAYS,
  personalDataFileName,
} from "./personal-data.rules";

describe("personal data rules (docs/product/employees.md §9)", () => {
  it("names the download after the day", () => {
    expect(personalDataFileName("2025-03-09")).toBe("my-data-2025-03-09.json");
  });

  it("gives an erased person a unique address no mail can reach", () => {
    expect(erasedUsername(42)).toBe("erased-42@erased.invalid");
    expect(erasedUsername(42)).not.toBe(erasedUsername(43));
    expect(isErasedUsername(42, "erased-42@erased.invalid")).toBe(true);
    expect(isErasedUsername(43, "erased-42@erased.invalid")).toBe(false);
    expect(isErasedUsername(42, "rahul@kochilabs.test")).toBe(false);
  });

  it("puts the cutoff at midnight UTC, the period before today", () => {
    const now = new Date("2025-06-15T17:45:00Z");
    expect(erasureCutoff(now, 365).toISOString()).toBe("2024-06-15T00:00:00.000Z");
    expect(erasureCutoff(now, 1).toISOString()).toBe("2025-06-14T00:00:00.000Z");
    expect(erasureCutoff(new Date("2025-06-15T00:00:01Z"), 1)).toEqual(erasureCutoff(now, 1));
  });

  it("keeps a year by default", () => {
    expect(PERSONAL_DATA_RETENTION_DEFAULT_DAYS).toBe(365);
  });
});
