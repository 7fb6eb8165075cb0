import { describe, expect, it } from "vitest";
import { afterFailedAttempt, isLockActive, LOCK_DURATION_MS, UNLOCKED } from "./lockout.rules";

const now = new Date("2026-05-01T10:00:00Z");

describe("lockout rules", () => {
  it("locks at the fifth failure in a row for 15 minutes", () => {
    let state = UNLOCKED;
    for (let i = 0; i < 4; i++) state = afterFailedAttempt(state, now);
    expect(state).toEqual({ failedLoginAttempts: 4, isLocked: false, lockedUntil: null });
    state = afterFailedAttempt(state, now);
    expect(state.isLocked).toBe(true);
    expect(state.lockedUntil!.getTime() - now.getTime()).toBe(LOCK_DURATION_MS);
    expect(isLockActive(state, now)).toBe(true);
  });

  it("stops counting a lock once its time has passed, and starts the count afresh", () => {
    const locked = { failedLoginAttempts: 5, isLocked: true, lockedUntil: new Date(now.getTime() - 1) };
    expect(isLockActive(locked, now)).toBe(false);
    expect(afterFailedAttempt(locked, now)).toEqual({
      failedLoginAttempts: 1,
      isLocked: false,
      lockedUntil: null,
    });
  });
});
