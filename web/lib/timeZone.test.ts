import { describe, expect, it } from "vitest";
import { todayIn } from "../../shared/common/time.rules";
import { timeZoneOf } from "./timeZone";

describe("timeZoneOf", () => {
  it("is the signed-in user's zone", () => {
    expect(timeZoneOf({ timezone: "America/Los_Angeles" })).toBe("America/Los_Angeles");
  });

  it("falls back to the platform's default while the user is not loaded", () => {
    expect(timeZoneOf(undefined)).toBe("Asia/Kolkata");
    expect(timeZoneOf(null)).toBe("Asia/Kolkata");
    expect(timeZoneOf({ timezone: "" })).toBe("Asia/Kolkata");
  });

  it("gives a different today on either side of the date line", () => {
    // 20:00 UTC on 31 December: already 1 January in India, still 31 December in Los Angeles.
    const now = new Date("2030-12-31T20:00:00Z");
    expect(todayIn(timeZoneOf({ timezone: "Asia/Kolkata" }), now)).toBe("2031-01-01");
    expect(todayIn(timeZoneOf({ timezone: "America/Los_Angeles" }), now)).toBe("2030-12-31");
  });
});
