import { describe, expect, it } from "vitest";
import type { PayrollEnablementRequestDto } from "../../../shared/payroll/payroll.schema";
import { ApiError } from "../../lib/api";
import {
  isPlanRequestGone,
  openRequestsByCompany,
  planRequestDetail,
  planRequestLabel,
} from "./planRequests";

const request = (change: Partial<PayrollEnablementRequestDto> = {}): PayrollEnablementRequestDto => ({
  id: 1,
  type: "payroll_enablement",
  status: "open",
  selectedPlan: "Standard",
  message: null,
  company: { id: 2, name: "Bengaluru Analytics", payrollEnabled: false },
  requestedBy: { id: 7, firstName: "Vikram", lastName: "Rao", email: "vikram@blranalytics.test" },
  createdAt: "2026-03-03T05:00:00.000Z",
  closedAt: null,
  ...change,
});

describe("open plan requests on the Companies page (payroll.md §6.1)", () => {
  it("gives each company its open request", () => {
    const byCompany = openRequestsByCompany([
      request(),
      request({ id: 2, selectedPlan: "Custom", company: { id: 3, name: "Other", payrollEnabled: false } }),
    ]);
    expect(byCompany.get(2)?.selectedPlan).toBe("Standard");
    expect(byCompany.get(3)?.selectedPlan).toBe("Custom");
    expect(byCompany.get(4)).toBeUndefined();
  });

  it("leaves out closed requests, a company already enabled and a request naming no company", () => {
    const byCompany = openRequestsByCompany([
      request({ status: "enabled" }),
      request({ id: 2, company: { id: 3, name: "On", payrollEnabled: true } }),
      request({ id: 3, company: null }),
    ]);
    expect(byCompany.size).toBe(0);
    expect(openRequestsByCompany(undefined).size).toBe(0);
  });

  it("keeps the newest of two for one company", () => {
    const byCompany = openRequestsByCompany([
      request({ id: 1, selectedPlan: "Starter", createdAt: "2026-03-01T00:00:00.000Z" }),
      request({ id: 2, selectedPlan: "Custom", createdAt: "2026-03-04T00:00:00.000Z" }),
    ]);
    expect(byCompany.get(2)?.id).toBe(2);
  });

  it("names the plan, and who asked when", () => {
    expect(planRequestLabel(request())).toBe("Payroll requested: Standard plan");
    expect(planRequestDetail(request(), "3 Mar 2026")).toBe(
      "Asked by Vikram Rao (vikram@blranalytics.test) on 3 Mar 2026",
    );
    expect(planRequestDetail(request({ message: "About 40 people" }), "3 Mar 2026")).toBe(
      "Asked by Vikram Rao (vikram@blranalytics.test) on 3 Mar 2026: “About 40 people”",
    );
  });

  it("tells a request that is no longer open to dismiss from a failure worth trying again", () => {
    const refused = (status: number, message: string) =>
      new ApiError(status, JSON.stringify({ message }), "");
    expect(isPlanRequestGone(refused(404, "Request not found"))).toBe(true);
    expect(isPlanRequestGone(refused(409, "Only an open request can be dismissed"))).toBe(true);
    expect(isPlanRequestGone(refused(503, "Service temporarily unavailable"))).toBe(false);
    expect(isPlanRequestGone(new TypeError("Failed to fetch"))).toBe(false);
  });
});
