import { MAX_TOTAL_LEAVES } from "../../../shared/leaves/leaves.rules";

/** The server's words for a value out of range (PATCH /api/users/{id}/total-leaves). */
export const ALLOCATION_INVALID = `Total leaves must be a whole number from 0 to ${MAX_TOTAL_LEAVES}`;

/** The own row's tooltip: like the server's 403, another admin of the company or a SUPER_ADMIN changes it. */
export const OWN_ALLOCATION_LOCKED = "You cannot change your own leave allocation";

/** How long the allocation input waits after the last keystroke before it saves. */
export const ALLOCATION_SAVE_DELAY_MS = 400;

/** The allocation as a number when it is a whole number from 0 to 365 (docs/product/leave.md §4), else null. */
export function parseAllocation(value: number | string): number | null {
  const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < 0 || number > MAX_TOTAL_LEAVES) return null;
  return number;
}

/** The inline error of the Update Allocation input, or null when the value can be sent. */
export function allocationError(value: number | string): string | null {
  return parseAllocation(value) === null ? ALLOCATION_INVALID : null;
}

/** Available days in the allocation table: total minus taken. */
export function availableLeaves(row: { totalLeaves: number; leavesTaken: number }): number {
  return row.totalLeaves - row.leavesTaken;
}
