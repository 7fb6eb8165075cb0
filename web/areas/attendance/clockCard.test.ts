import { describe, expect, it } from "vitest";
import { clockCardState } from "./clockCard";

describe("clockCardState", () => {
  it("offers Clock In while today has no record", () => {
    expect(clockCardState(null)).toEqual({ kind: "notClockedIn" });
    expect(clockCardState(undefined)).toEqual({ kind: "notClockedIn" });
  });

  it("is clocked in while the record has no clock-out", () => {
    const record = { id: 1, clockIn: "09:00:00", clockOut: null };
    expect(clockCardState(record)).toEqual({ kind: "clockedIn", record });
  });

  it("is completed once clocked out", () => {
    const record = { id: 1, clockIn: "09:00:00", clockOut: "17:00:00" };
    expect(clockCardState(record)).toEqual({ kind: "completed", record });
  });
});
