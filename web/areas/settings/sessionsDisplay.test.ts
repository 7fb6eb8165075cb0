import { describe, expect, it } from "vitest";
import { formatSessionTime, signedOutOthersMessage, signOutOthersQuestion } from "./sessionsDisplay";

describe("the sessions card's words", () => {
  it("writes times in the viewer's zone, to the minute", () => {
    expect(formatSessionTime("2026-11-24T14:05:09Z", "Asia/Kolkata")).toBe("Nov 24, 2026 19:35");
    expect(formatSessionTime("2026-11-24T23:59:00Z", "Asia/Kolkata")).toBe("Nov 25, 2026 05:29");
    expect(formatSessionTime("not a time", "Asia/Kolkata")).toBe("not a time");
  });

  it("counts the sessions that end", () => {
    expect(signOutOthersQuestion(1)).toMatch(/^1 other session will end/);
    expect(signOutOthersQuestion(3)).toMatch(/^3 other sessions will end/);
    expect(signedOutOthersMessage(0)).toBe("There were no other sessions.");
    expect(signedOutOthersMessage(1)).toBe("1 other session ended.");
    expect(signedOutOthersMessage(2)).toBe("2 other sessions ended.");
  });
});
