import { ApiError } from "../../lib/api";
import { AUTH_TEXT } from "./authMessages";
import { serverMessageOf } from "./serverMessage";

export type LoginFailure = {
  /** The toast body: the server's message or the spec's fallback, plus the lock hint when locked. */
  message: string;
  /** True when the account is locked: the form also shows the hint inline. */
  isLocked: boolean;
};

/** Chooses what a failed sign-in tells the user (docs/product/accounts.md §3). */
export function describeLoginFailure(error: unknown): LoginFailure {
  const base = baseMessage(error);
  const isLocked = base.toLowerCase().includes("locked");
  return { message: isLocked ? `${base} ${AUTH_TEXT.lockedHint}` : base, isLocked };
}

function baseMessage(error: unknown): string {
  // Not an answer from the server at all (offline, refused connection).
  if (!(error instanceof ApiError)) return AUTH_TEXT.loginUnexpected;
  const server = serverMessageOf(error);
  if (error.status === 403 && error.json?.locked === true) return server || AUTH_TEXT.accountLocked;
  if (server) return server;
  return error.status === 401 ? AUTH_TEXT.loginCheckCredentials : AUTH_TEXT.loginFailedFallback;
}
