import { describe, expect, it } from "vitest";
import { admin, employee, otherAdmin, root } from "../auth/actors.fixture";
import { canManageHolidays, canReadHolidays } from "./holidays.policy";

describe("holiday policy", () => {
  it("lets everyone in the company and the platform operator read its holidays", () => {
    expect([employee, admin, otherAdmin, root].map((a) => canReadHolidays(a, 10))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it("lets only an admin of the company or a SUPER_ADMIN change them", () => {
    expect([employee, admin, otherAdmin, root].map((a) => canManageHolidays(a, 10))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
