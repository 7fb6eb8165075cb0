import type { PolicyActor } from "./actor";

/** The callers every policy test reasons about: company 10 is "own", company 20 "other". */
export const employee: PolicyActor = { userId: 1, role: "EMPLOYEE", companyId: 10 };
export const admin: PolicyActor = { userId: 2, role: "ADMIN", companyId: 10 };
export const otherAdmin: PolicyActor = { userId: 3, role: "ADMIN", companyId: 20 };
export const root: PolicyActor = { userId: 4, role: "SUPER_ADMIN", companyId: null };
export const everyone = [employee, admin, otherAdmin, root];
