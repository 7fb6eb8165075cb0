import { describe, expect, it } from "vitest";
import { canSetLeaveAllocation } from "../../../shared/leaves/leaves.policy";
import { policyActorOf } from "../../lib/policyActor";
import {
  ALLOCATION_INVALID,
  allocationError,
  availableLeaves,
  OWN_ALLOCATION_LOCKED,
  parseAllocation,
} from "./leaveAllocation";

describe("leave allocation (leave.md §4: an integer from 0 to 365)", () => {
  it("accepts whole numbers from 0 to 365", () => {
    expect(parseAllocation(0)).toBe(0);
    expect(parseAllocation(20)).toBe(20);
    expect(parseAllocation(365)).toBe(365);
    expect(parseAllocation("42")).toBe(42);
  });
  it("refuses fractions, negatives, values past 365 and an empty field", () => {
    for (const value of [1.5, -1, 366, "", " ", "abc", "-", Number.NaN]) {
      expect(parseAllocation(value)).toBeNull();
    }
  });
  it("explains a refused value with the server's words", () => {
    expect(allocationError(366)).toBe("Total leaves must be a whole number from 0 to 365");
    expect(allocationError("")).toBe(ALLOCATION_INVALID);
    expect(allocationError(12)).toBeNull();
  });
  it("Available is total minus taken", () => {
    expect(availableLeaves({ totalLeaves: 20, leavesTaken: 4.5 })).toBe(15.5);
  });
});

describe("whose allocation the table lets the signed-in admin change (shared canSetLeaveAllocation)", () => {
  const admin = policyActorOf({ id: 7, role: "ADMIN", companyId: 3 });
  const superAdmin = policyActorOf({ id: 1, role: "SUPER_ADMIN", companyId: null });
  const row = (id: number, companyId = 3) => ({ id, companyId });
  it("offers the input on a colleague's row", () => {
    expect(canSetLeaveAllocation(admin, row(8))).toBe(true);
  });
  it("locks the admin's own row, with the server's words as its tooltip", () => {
    expect(canSetLeaveAllocation(admin, row(7))).toBe(false);
    expect(OWN_ALLOCATION_LOCKED).toBe("You cannot change your own leave allocation");
  });
  it("lets a SUPER_ADMIN change any company's rows", () => {
    expect(canSetLeaveAllocation(superAdmin, row(7))).toBe(true);
    expect(canSetLeaveAllocation(superAdmin, row(9, 5))).toBe(true);
  });
});
