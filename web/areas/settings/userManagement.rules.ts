import dayjs from "dayjs";
import type { PolicyActor } from "../../../shared/auth/actor";
import { canResetTwoFactor } from "../../../shared/auth/two-factor.rules";
import { canManageUser } from "../../../shared/users/users.policy";
import type { UserListItem } from "../../../shared/users/users.schema";

/** Lock times as the spec shows them, 'MMM dd, yyyy HH:mm:ss' (docs/product/settings.md §6), in dayjs terms. */
export const LOCK_TIME_FORMAT = "MMM DD, YYYY HH:mm:ss";

/** A lock time in the reader's time zone, or '—' when there is none (or it cannot be read). */
export function formatLockedUntil(iso: string | null | undefined): string {
  if (!iso) return "—";
  const time = dayjs(iso);
  return time.isValid() ? time.format(LOCK_TIME_FORMAT) : "—";
}

/** The line above the table: how many accounts match and how many of them are locked. */
export function accountsSummary(accounts: number, locked: number): string {
  return `${accounts} ${accounts === 1 ? "account" : "accounts"}, ${locked} locked`;
}

/**
 * Whether the actor gets an 'Unlock' button on a row (docs/product/settings.md §6): only locked rows of someone the actor
 * manages (shared `canManageUser`: never a super admin's row for an admin), as the server decides.
 */
export function canUnlockUser(
  actor: PolicyActor,
  row: Pick<UserListItem, "id" | "isLocked" | "role" | "companyId">,
): boolean {
  return row.isLocked && canManageUser(actor, row);
}

/** The empty text of the table: it depends on whether the locked filter is on. */
export function emptyUsersText(onlyLocked: boolean): string {
  return onlyLocked ? "No locked accounts found." : "No users found.";
}

/**
 * Whether the actor gets 'Reset two-factor' on a row (docs/product/accounts.md §3.3): a SUPER_ADMIN, on
 * someone else whose two-factor sign-in is on.
 */
export function canResetUserTwoFactor(
  actor: PolicyActor,
  row: Pick<UserListItem, "id" | "twoFactorEnabled">,
): boolean {
  return row.twoFactorEnabled && canResetTwoFactor(actor, row.id);
}
