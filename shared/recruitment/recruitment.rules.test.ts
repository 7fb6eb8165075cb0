import { describe, expect, it } from "vitest";
import { CANDIDATE_STATUSES } from "./candidates.schema";
import { countCandidates, STAGE_STATUSES, stageOf } from "./recruitment.rules";

describe("job card counts (docs/product/recruitment.md §4)", () => {
  it("puts each status in the stage the card counts", () => {
    expect(stageOf("Applied")).toBe("new");
    expect(stageOf("Shortlisted")).toBe("inProcess");
    expect(stageOf("Interview")).toBe("inProcess");
    expect(stageOf("Offered")).toBe("success");
    expect(stageOf("Joined")).toBe("success");
    for (const status of ["Rejected", "Reference Check", "Verification completed"]) {
      expect(stageOf(status)).toBeNull();
    }
  });

  it("agrees with the per-stage status lists for every status", () => {
    for (const status of CANDIDATE_STATUSES) {
      const listed = Object.entries(STAGE_STATUSES).find(([, statuses]) => statuses.includes(status));
      expect(stageOf(status)).toBe(listed ? listed[0] : null);
    }
  });

  it("adds up the counts of a job's candidates", () => {
    const counts = countCandidates([
      { status: "Applied", count: 3 },
      { status: "Interview", count: 2 },
      { status: "Shortlisted", count: 1 },
      { status: "Joined", count: 1 },
      { status: "Rejected", count: 4 },
    ]);
    expect(counts).toEqual({ total: 11, new: 3, inProcess: 3, success: 1 });
  });
});
