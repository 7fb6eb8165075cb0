/** After this many failed sign-ins in a row the account locks (docs/product/accounts.md §3). */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export interface LockState {
  failedLoginAttempts: number;
  isLocked: boolean;
  lockedUntil: Date | null;
}

/** True while a lock is in force; a lock whose time has passed no longer counts. */
export function isLockActive(state: LockState, now: Date): boolean {
  return state.isLocked && (state.lockedUntil === null || state.lockedUntil.getTime() > now.getTime());
}

/** The state after one more failed sign-in. An expired lock starts the count afresh. */
export function afterFailedAttempt(state: LockState, now: Date): LockState {
  const previous = state.isLocked && !isLockActive(state, now) ? 0 : state.failedLoginAttempts;
  const failedLoginAttempts = previous + 1;
  if (failedLoginAttempts >= MAX_FAILED_ATTEMPTS) {
    return { failedLoginAttempts, isLocked: true, lockedUntil: new Date(now.getTime() + LOCK_DURATION_MS) };
  }
  return { failedLoginAttempts, isLocked: false, lockedUntil: null };
}

export const UNLOCKED: LockState = { failedLoginAttempts: 0, isLocked: false, lockedUntil: null };
