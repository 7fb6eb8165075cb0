import { describe, expect, it } from "vitest";
import type { PolicyActor } from "../auth/actor";
import { canViewCompanyDashboard, canViewPlatformDashboard } from "./dashboards.policy";

const employee: PolicyActor = { userId: 1, role: "EMPLOYEE", companyId: 10 };
const admin: PolicyActor = { userId: 2, role: "ADMIN", companyId: 10 };
const otherAdmin: PolicyActor = { userId: 3, role: "ADMIN", companyId: 20 };
const root: PolicyActor = { userId: 4, role: "SUPER_ADMIN", companyId: null };

describe("dashboard policy", () => {
  it("shows a company's dashboard to its admins and the platform operator only", () => {
    expect([employee, admin, otherAdmin, root].map((a) => canViewCompanyDashboard(a, 10))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it("shows the platform dashboard to SUPER_ADMINs only", () => {
    expect([employee, admin, root].map(canViewPlatformDashboard)).toEqual([false, false, true]);
  });
});
