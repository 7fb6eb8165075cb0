import { describe, expect, it } from "vitest";
import { admin, employee, otherAdmin, root } from "../auth/actors.fixture";
import { canViewCompanyDashboard, canViewPlatformDashboard } from "./dashboards.policy";

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
