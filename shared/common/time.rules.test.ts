import { describe, expect, it } from "vitest";
import {
  dateInZone,
  isTimeZone,
  timeInZone,
  todayIn,
  zonedMidnight,
  zonedTime,
  zoneOffsetMs,
} from "./time.rules";

describe("todayIn", () => {
  it("is the calendar date in the zone at that instant", () => {
    const instant = new Date("2026-03-10T04:00:00Z");
    expect(todayIn("Asia/Kolkata", instant)).toBe("2026-03-10"); // 09:30 in India
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-03-09"); // 21:00 the evening before
    expect(todayIn("UTC", new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });
});

describe("zonedMidnight", () => {
  it("is local midnight as an instant, for a zone without daylight saving", () => {
    expect(zonedMidnight("2026-11-20", "Asia/Kolkata").toISOString()).toBe("2026-11-19T18:30:00.000Z");
    expect(zonedMidnight("2026-01-01", "UTC").toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(zonedMidnight("2026-01-01", "Pacific/Kiritimati").toISOString()).toBe("2025-12-31T10:00:00.000Z");
  });

  it("follows daylight saving on either side of a change", () => {
    // Los Angeles moves to summer time at 02:00 on 8 March 2026 and back at 02:00 on 1 November.
    expect(zonedMidnight("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(zonedMidnight("2026-03-09", "America/Los_Angeles").toISOString()).toBe("2026-03-09T07:00:00.000Z");
    expect(zonedMidnight("2026-11-02", "America/Los_Angeles").toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect(zonedMidnight("2026-10-25", "Europe/London").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(zonedMidnight("2026-10-26", "Europe/London").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });

  it("is the first instant of the day where daylight saving skips midnight", () => {
    // Santiago jumps from 00:00 (−04) to 01:00 (−03) on 6 September 2026: the day begins at 04:00 UTC.
    expect(zonedMidnight("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    // And falls back from 00:00 (−03) to 23:00 the day before on 5 April: midnight comes once, at −04.
    expect(zonedMidnight("2026-04-05", "America/Santiago").toISOString()).toBe("2026-04-05T04:00:00.000Z");
  });

  it("begins the day todayIn reports", () => {
    for (const zone of ["Asia/Kolkata", "America/Los_Angeles", "Europe/London", "America/Santiago"]) {
      const start = zonedMidnight("2026-09-06", zone);
      expect(todayIn(zone, start)).toBe("2026-09-06");
      expect(todayIn(zone, new Date(start.getTime() - 1000))).toBe("2026-09-05");
    }
  });
});

describe("zonedTime", () => {
  it("is the instant of a wall-clock time in the zone", () => {
    expect(zonedTime("2026-11-20", "09:30:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-11-20T04:00:00.000Z",
    );
    expect(zonedTime("2026-03-08", "10:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-08T17:00:00.000Z",
    );
    expect(zonedTime("2026-03-07", "10:00", "America/Los_Angeles").toISOString()).toBe(
      "2026-03-07T18:00:00.000Z",
    );
  });
});

describe("zoneOffsetMs", () => {
  it("is the zone's offset from UTC", () => {
    expect(zoneOffsetMs(new Date("2026-11-20T00:00:00Z"), "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(zoneOffsetMs(new Date("2026-07-01T00:00:00Z"), "America/Los_Angeles")).toBe(-7 * 3_600_000);
  });
});

describe("isTimeZone", () => {
  it("accepts IANA names the runtime knows", () => {
    for (const zone of [
      "Asia/Kolkata",
      "America/Los_Angeles",
      "UTC",
      "America/Argentina/Buenos_Aires",
      "Etc/GMT+5",
    ]) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });
  it("refuses anything else", () => {
    for (const zone of [
      "",
      "Mars/Base",
      "+05:30",
      "Asia/Kolkata\u0000",
      "Asia/Kolkata; drop",
      "a".repeat(65),
    ]) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});

describe("the fixed-offset zones' wall clock (India, UTC) worked out without Intl", () => {
  const oracle = (instant: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
  };

  it("agrees with Intl at every instant from 1946 to 2200, to the second", () => {
    const from = Date.UTC(1946, 0, 1);
    const to = Date.UTC(2200, 0, 1);
    let seed = 11;
    for (let i = 0; i < 5_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const instant = new Date(from + Math.floor((seed / 2147483647) * (to - from)));
      for (const zone of ["Asia/Kolkata", "Asia/Calcutta", "UTC", "Etc/UTC"]) {
        expect(
          `${dateInZone(instant, zone)} ${timeInZone(instant, zone)}`,
          `${instant.toISOString()} ${zone}`,
        ).toBe(oracle(instant, zone));
      }
    }
  });

  it("leaves earlier instants to Intl: India was at +06:30 in 1944", () => {
    const instant = new Date("1944-06-01T18:00:00Z");
    expect(timeInZone(instant, "Asia/Kolkata")).toBe("00:30:00");
    expect(dateInZone(instant, "Asia/Kolkata")).toBe("1944-06-02");
    expect(`${dateInZone(instant, "Asia/Kolkata")} ${timeInZone(instant, "Asia/Kolkata")}`).toBe(
      oracle(instant, "Asia/Kolkata"),
    );
  });
});
