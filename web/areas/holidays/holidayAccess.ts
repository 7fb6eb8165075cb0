import type { UserDto } from "../../../shared/auth/auth.schema";

type Actor = Pick<UserDto, "role" | "companyId">;

/** Who adds, edits and deletes a company's holidays (spec 02 §6): its ADMIN and any SUPER_ADMIN. */
export function canManageHolidays(user: Actor | null | undefined, companyId: number | null): boolean {
  if (!user || companyId === null) return false;
  if (user.role === "SUPER_ADMIN") return true;
  return user.role === "ADMIN" && user.companyId === companyId;
}

/**
 * Whose holidays to show: a SUPER_ADMIN has no company of their own and picks one (the first by
 * default, or the picked one while it still exists); everyone else sees their own company's.
 */
export function holidayCompanyId(
  user: Actor,
  picked: number | null,
  companies: readonly { id: number }[] | undefined,
): number | null {
  if (user.role !== "SUPER_ADMIN") return user.companyId;
  if (!companies || companies.length === 0) return null;
  if (picked !== null && companies.some((company) => company.id === picked)) return picked;
  return companies[0]!.id;
}
