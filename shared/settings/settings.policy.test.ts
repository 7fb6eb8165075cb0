import { describe, expect, it } from "vitest";
import { everyone } from "../auth/actors.fixture";
import { canSendTestEmail } from "./settings.policy";

describe("settings policy", () => {
  it("keeps the mail-transport test to the platform operator", () => {
    expect(everyone.map(canSendTestEmail)).toEqual([false, false, false, true]);
  });
});
