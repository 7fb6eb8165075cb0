import { describe, expect, it } from "vitest";
import { judgeStart, renderStartTable, START_TARGET_S, startSettings } from "./start";

describe("npm start on the embedded database (issue 14)", () => {
  it("holds a start on an existing data directory to its first answer within 5 s", () => {
    expect(START_TARGET_S).toBe(5);
    expect(judgeStart({ dataDir: "existing, demo data", firstAnswerS: 4.99 })).toBe("PASS");
    expect(judgeStart({ dataDir: "existing, demo data", firstAnswerS: 5.2 })).toBe("FAIL: 5.2 s > 5 s");
  });

  it("reports a new data directory's start without judging it (it creates and migrates the database)", () => {
    expect(judgeStart({ dataDir: "new", firstAnswerS: 11 })).toBe("–");
    const table = renderStartTable([
      { start: 1, dataDir: "new", firstAnswerS: 10.84, peakRssMb: 910 },
      { start: 2, dataDir: "existing, demo data", firstAnswerS: 2.131, peakRssMb: null },
    ]).split("\n");
    expect(table[0]).toMatch(/start.*data directory.*first answer s.*peak RSS MB.*target/);
    expect(table[2]).toMatch(/\|\s+1 \| new\s+\|\s+10\.84 \|\s+910 \| –/);
    expect(table[3]).toMatch(/\|\s+2 \| existing, demo data \|\s+2\.13 \|\s+– \| PASS/);
  });

  it("reads its rounds and settling time from the environment", () => {
    expect(startSettings({})).toEqual({ rounds: 3, settleS: 10 });
    expect(startSettings({ BENCH_START_ROUNDS: "2", BENCH_START_SETTLE_S: "1.5" })).toEqual({
      rounds: 2,
      settleS: 1.5,
    });
  });
});
