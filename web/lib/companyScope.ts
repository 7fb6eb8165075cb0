/** Whose records a screen shows: one company's id, or `all` for every company (a SUPER_ADMIN's choice). */
export type CompanyScope = number | "all";

/** The select value of "All Companies" (and of "All Employees" in the attendance filter). */
export const ALL = "all";

/** The company a screen reads: a SUPER_ADMIN's chosen scope, anyone else their own company (null: none). */
export function scopeFor(
  me: { role: string; companyId: number | null },
  chosen: CompanyScope,
): CompanyScope | null {
  return me.role === "SUPER_ADMIN" ? chosen : me.companyId;
}
