import { describe, expect, it } from "vitest";
import { joinedNow } from "./candidateBoard";
import { employeePrefillFromCandidate } from "./candidateHire";

describe("from candidate to employee", () => {
  it("offers the employee form only on the change that arrives at Joined", () => {
    expect(joinedNow("Offered", "Joined")).toBe(true);
    expect(joinedNow("Applied", "Joined")).toBe(true);
    expect(joinedNow("Joined", "Joined")).toBe(false);
    expect(joinedNow("Offered", "Verification completed")).toBe(false);
    expect(joinedNow("Joined", "Rejected")).toBe(false);
  });

  it("fills the name, department, annual CTC, state and the structure's gross as the salary", () => {
    // ₹12,00,000 a year is ₹1,00,000 a month: basic ₹50,000, employer PF 12 % of the ₹15,000 ceiling
    // = ₹1,800, no ESI (far above ₹21,000), so gross = 1,00,000 − 1,800 = ₹98,200.
    expect(
      employeePrefillFromCandidate(
        { name: "  Priya  Ramesh Iyer ", jobDepartment: "Engineering", expectedCtc: 1_200_000 },
        "Karnataka",
        "2026-11-25",
      ),
    ).toEqual({
      firstName: "Priya",
      lastName: "Ramesh Iyer",
      role: "EMPLOYEE",
      department: "Engineering",
      annualCtc: 1_200_000,
      workState: "Karnataka",
      salary: 98_200,
    });
  });

  it("keeps a one-word name as the first name, drops a department the form does not offer, and a salary it cannot work out", () => {
    expect(
      employeePrefillFromCandidate(
        { name: "Madhavan", jobDepartment: "Design Lab", expectedCtc: 0 },
        "Maharashtra",
        "2026-11-25",
      ),
    ).toEqual({
      firstName: "Madhavan",
      lastName: "",
      role: "EMPLOYEE",
      department: null,
      annualCtc: "",
      workState: "Maharashtra",
    });
  });
});
