import { describe, expect, it } from "vitest";
import { CANDIDATE_STATUSES } from "../../../shared/recruitment/candidates.schema";
import { formatCtc, formatExperience, formatRating, STATUS_COLORS, statusColor } from "./candidateDisplay";

describe("how a candidate's figures read (recruitment.md §6.3)", () => {
  it("writes experience in years, in half years", () => {
    expect(formatExperience(0)).toBe("0 years");
    expect(formatExperience(1)).toBe("1 year");
    expect(formatExperience(3.5)).toBe("3.5 years");
  });

  it("writes the expected CTC in rupees grouped the Indian way", () => {
    expect(formatCtc(1200000)).toBe("₹12,00,000");
    expect(formatCtc(650000)).toBe("₹6,50,000");
    expect(formatCtc(0)).toBe("₹0");
  });

  it("rates out of ten", () => {
    expect(formatRating(7)).toBe("7/10");
  });

  it("gives every status its own colour, grey for an unknown one", () => {
    const colours = CANDIDATE_STATUSES.map((status) => statusColor(status));
    expect(new Set(colours).size).toBe(CANDIDATE_STATUSES.length);
    expect(Object.keys(STATUS_COLORS)).toHaveLength(CANDIDATE_STATUSES.length);
    expect(statusColor("Hired?")).toBe("gray");
  });
});
