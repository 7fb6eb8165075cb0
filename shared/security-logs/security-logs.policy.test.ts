import { describe, expect, it } from "vitest";
import { admin, employee, otherAdmin, root } from "../auth/actors.fixture";
import { canReadSecurityLogs } from "./security-logs.policy";

describe("security log policy", () => {
  it("lets the platform operator alone read the log", () => {
    expect([employee, admin, otherAdmin, root].map(canReadSecurityLogs)).toEqual([false, false, false, true]);
  });
});
