import { describe, expect, it } from "vitest";
import { formatUtcOffset, timeZoneOptions } from "./timeZoneOptions";

const JANUARY = new Date("2030-01-15T12:00:00Z");

describe("formatUtcOffset", () => {
  it("writes hours and minutes with the sign", () => {
    expect(formatUtcOffset(5.5 * 3_600_000)).toBe("UTC+05:30");
    expect(formatUtcOffset(-8 * 3_600_000)).toBe("UTC−08:00");
    expect(formatUtcOffset(0)).toBe("UTC");
  });
});

describe("timeZoneOptions", () => {
  it("lists modern names with their offset, sorted, UTC included", () => {
    const options = timeZoneOptions(
      "Asia/Kolkata",
      ["Asia/Calcutta", "America/Los_Angeles", "Europe/Kiev"],
      JANUARY,
    );
    expect(options).toEqual([
      { value: "America/Los_Angeles", label: "America/Los Angeles (UTC−08:00)" },
      { value: "Asia/Kolkata", label: "Asia/Kolkata (UTC+05:30)" },
      { value: "Europe/Kyiv", label: "Europe/Kyiv (UTC+02:00)" },
      { value: "UTC", label: "UTC (UTC)" },
    ]);
  });

  it("always offers the company's current zone, even when the browser does not list it", () => {
    expect(timeZoneOptions("Asia/Kolkata", [], JANUARY).map((o) => o.value)).toEqual(["Asia/Kolkata", "UTC"]);
  });

  it("shows the offset in force at the moment (summer time)", () => {
    const july = new Date("2030-07-15T12:00:00Z");
    expect(timeZoneOptions("America/Los_Angeles", [], july)[0]?.label).toBe(
      "America/Los Angeles (UTC−07:00)",
    );
  });

  it("skips a name the runtime does not know", () => {
    expect(timeZoneOptions("UTC", ["Mars/Olympus_Mons"], JANUARY).map((o) => o.value)).toEqual(["UTC"]);
  });
});
