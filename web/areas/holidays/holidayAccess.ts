import { isSuperAdmin } from "../../../shared/auth/actor";
import type { UserDto } from "../../../shared/auth/auth.schema";
import { policyActorOf } from "../../lib/policyActor";

type Actor = Pick<UserDto, "id" | "role" | "companyId">;

/**
 * Whose holidays to show: a SUPER_ADMIN has no company of their own and picks one (the first by
 * default, or the picked one while it still exists); everyone else sees their own company's.
 * Who may add, edit and delete them is shared's `canManageHolidays` (holidays.policy.ts).
 */
export function holidayCompanyId(
  user: Actor,
  picked: number | null,
  companies: readonly { id: number }[] | undefined,
): number | null {
  if (!isSuperAdmin(policyActorOf(user))) return user.companyId;
  if (!companies || companies.length === 0) return null;
  if (picked !== null && companies.some((company) => company.id === picked)) return picked;
  return companies[0]!.id;
}
