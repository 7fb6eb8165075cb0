import { describe, expect, it } from "vitest";
import { CANDIDATE_STATUSES, type CandidateDto } from "../../../shared/recruitment/candidates.schema";
import {
  BOARD_LIMIT,
  boardColumns,
  boardOverflowNote,
  draggedCandidateId,
  moveTargets,
  withCandidate,
  withCandidateStatus,
} from "./candidateBoard";

const candidate = (id: number, status: string): CandidateDto => ({
  id,
  jobId: 12,
  companyId: 2,
  jobTitle: "Backend Engineer",
  jobDepartment: "Engineering",
  name: `Candidate ${id}`,
  relevantExperience: 2,
  expectedCtc: 900000,
  joinTimeframe: "Immediately",
  communicationSkillRating: 7,
  cvFilePath: "/api/files/0123456789abcdef0123456789abcdef.pdf",
  introVideoPath: null,
  status,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
});

describe("the board's columns (recruitment.md §4)", () => {
  it("has one column per status in pipeline order, empty ones included", () => {
    const columns = boardColumns([
      candidate(1, "Interview"),
      candidate(2, "Applied"),
      candidate(3, "Interview"),
    ]);
    expect(columns.map((column) => column.status)).toEqual([...CANDIDATE_STATUSES]);
    expect(columns.find((column) => column.status === "Interview")!.candidates.map((c) => c.id)).toEqual([
      1, 3,
    ]);
    expect(columns.find((column) => column.status === "Joined")!.candidates).toEqual([]);
  });

  it("offers every other status as a move, in board order", () => {
    expect(moveTargets("Applied")).toEqual(CANDIDATE_STATUSES.filter((status) => status !== "Applied"));
    expect(moveTargets("Applied")).toHaveLength(CANDIDATE_STATUSES.length - 1);
  });
});

describe("moving a card in the cached lists", () => {
  const page = { items: [candidate(1, "Applied"), candidate(2, "Offered")], total: 2, serverPaged: true };

  it("changes only that candidate's status, and puts it back on failure", () => {
    const moved = withCandidateStatus(page, 1, "Interview");
    expect(moved.items.map((c) => c.status)).toEqual(["Interview", "Offered"]);
    expect(page.items[0]!.status).toBe("Applied");
    expect(withCandidateStatus(moved, 1, "Applied").items.map((c) => c.status)).toEqual([
      "Applied",
      "Offered",
    ]);
  });

  it("leaves a page without the candidate as it was", () => {
    expect(withCandidateStatus(page, 9, "Joined")).toBe(page);
    expect(withCandidate(page, candidate(9, "Joined"))).toBe(page);
  });

  it("takes the server's answer for the candidate", () => {
    const answer = { ...candidate(2, "Joined"), updatedAt: "2030-02-02T00:00:00.000Z" };
    expect(withCandidate(page, answer).items[1]).toEqual(answer);
  });
});

describe("drops and the bounded board", () => {
  it("reads a dropped candidate id and nothing else", () => {
    expect(draggedCandidateId("42")).toBe(42);
    expect(draggedCandidateId("")).toBeNull();
    expect(draggedCandidateId("hello")).toBeNull();
    expect(draggedCandidateId("-3")).toBeNull();
  });

  it("says when the board shows only the newest 500", () => {
    expect(BOARD_LIMIT).toBe(500);
    expect(boardOverflowNote(40, 40)).toBeNull();
    expect(boardOverflowNote(500, 812)).toBe(
      "The board shows the 500 newest of 812 candidates. Choose a job to narrow it down, or use the table to see them all.",
    );
  });
});
