import { describe, expect, it } from "vitest";
import type { PolicyActor } from "../auth/actor";
import { canManageHolidays, canReadHolidays } from "./holidays.policy";

const employee: PolicyActor = { userId: 1, role: "EMPLOYEE", companyId: 10 };
const admin: PolicyActor = { userId: 2, role: "ADMIN", companyId: 10 };
const otherAdmin: PolicyActor = { userId: 3, role: "ADMIN", companyId: 20 };
const root: PolicyActor = { userId: 4, role: "SUPER_ADMIN", companyId: null };

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
