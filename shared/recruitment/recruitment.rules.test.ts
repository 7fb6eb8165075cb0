import { describe, expect, it } from "vitest";
import { CANDIDATE_STATUSES } from "./candidates.schema";
import { STAGE_STATUSES } from "./recruitment.rules";

describe("job card counts (docs/product/recruitment.md §4)", () => {
  it("puts each counted status in the stage the card counts, and no status in two", () => {
    expect(STAGE_STATUSES).toEqual({
      new: ["Applied"],
      inProcess: ["Shortlisted", "Interview"],
      success: ["Offered", "Joined"],
    });
    const staged = Object.values(STAGE_STATUSES).flat();
    expect(new Set(staged).size).toBe(staged.length);
    for (const status of staged) expect(CANDIDATE_STATUSES).toContain(status);
  });

  it("leaves the other statuses to the total only", () => {
    const staged = new Set(Object.values(STAGE_STATUSES).flat());
    const others = CANDIDATE_STATUSES.filter((status) => !staged.has(status));
    expect(others).toEqual(expect.arrayContaining(["Rejected", "Reference Check", "Verification completed"]));
  });
});
