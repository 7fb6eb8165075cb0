import { describe, expect, it } from "vitest";
import {
  combinedCeiling,
  fileStamp,
  formatCount,
  formatMs,
  formatPercent,
  judge,
  markdownTable,
  percentOf,
  quantile,
} from "./report";

describe("combinedCeiling", () => {
  it("combines two rates harmonically", () => {
    expect(combinedCeiling([10_000, 10_000])).toBeCloseTo(5_000);
    expect(combinedCeiling([20_000, 5_000])).toBeCloseTo(4_000);
  });

  it("takes three terms the same way", () => {
    expect(combinedCeiling([300, 300, 300])).toBeCloseTo(100);
  });

  it("ignores missing and non-positive ceilings", () => {
    expect(combinedCeiling([8_000, null])).toBe(8_000);
    expect(combinedCeiling([8_000, undefined, 0, Number.NaN])).toBe(8_000);
  });

  it("is null when no ceiling is known", () => {
    expect(combinedCeiling([])).toBeNull();
    expect(combinedCeiling([null, 0])).toBeNull();
  });
});

describe("percentOf", () => {
  it("gives the share of the ceiling", () => {
    expect(percentOf(3_500, 5_000)).toBeCloseTo(70);
  });

  it("is null without a ceiling", () => {
    expect(percentOf(3_500, null)).toBeNull();
    expect(percentOf(3_500, 0)).toBeNull();
  });
});

describe("judge", () => {
  const target = { minPercentOfCeiling: 70, maxP99Ms: 50, maxErrors: 0 };

  it("passes at the limits", () => {
    expect(judge({ percentOfCeiling: 70, p99Ms: 50, errors: 0 }, target)).toEqual({ pass: true, misses: [] });
  });

  it("names every missed criterion", () => {
    const verdict = judge({ percentOfCeiling: 42.04, p99Ms: 51, errors: 3 }, target);
    expect(verdict.pass).toBe(false);
    expect(verdict.misses).toEqual(["42.0 % of ceiling < 70 %", "p99 51 ms > 50 ms", "3 errors > 0"]);
  });

  it("fails when the ceiling is missing", () => {
    expect(judge({ percentOfCeiling: null, p99Ms: 1, errors: 0 }, target).misses).toEqual([
      "no ceiling measured",
    ]);
  });
});

describe("formatters", () => {
  it("formats counts, percentages and milliseconds", () => {
    expect(formatCount(12_345.6)).toBe("12,346");
    expect(formatCount(null)).toBe("–");
    expect(formatPercent(71.234)).toBe("71.2 %");
    expect(formatPercent(undefined)).toBe("–");
    expect(formatMs(12)).toBe("12");
    expect(formatMs(2.345)).toBe("2.3");
    expect(formatMs(Number.NaN)).toBe("–");
  });

  it("makes a file-name-safe timestamp", () => {
    expect(fileStamp(new Date("2025-01-31T12:34:56.789Z"))).toBe("2025-01-31T12-34-56Z");
  });
});

describe("quantile", () => {
  it("uses the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile(sorted, 1)).toBe(100);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe("markdownTable", () => {
  it("pads columns, right-aligns numbers and escapes pipes", () => {
    const table = markdownTable(
      ["route", "req/s"],
      [
        ["GET /api/user", "4,000"],
        ["a|b", "12"],
      ],
      ["left", "right"],
    );
    expect(table.split("\n")).toEqual([
      "| route         | req/s |",
      "| ------------- | ----: |",
      "| GET /api/user | 4,000 |",
      "| a\\|b          |    12 |",
    ]);
  });

  it("fills missing cells", () => {
    expect(markdownTable(["a", "b"], [["x"]]).split("\n")[2]).toBe("| x   |     |");
  });
});
