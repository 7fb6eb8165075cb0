import { ApiError } from "../lib/api";
import { isDatabaseUnavailable } from "../lib/loadErrors";

/** Splits failed loads into database outages (the banner) and the rest (the error panel). */
export function splitLoadErrors(errors: readonly Error[]): { database: Error[]; other: Error[] } {
  const database: Error[] = [];
  const other: Error[] = [];
  for (const error of errors) (isDatabaseUnavailable(error) ? database : other).push(error);
  return { database, other };
}

const FALLBACK = "An unexpected error occurred";

/** The server's `{ message }` when there is one, else the "status: text" of the failure. */
function loadErrorMessage(error: Error): string {
  const message = error instanceof ApiError ? error.serverMessage.trim() || error.message : error.message;
  return message.trim() || FALLBACK;
}

/** What the error panel shows: the latest failure's message and how many more there are. */
export function summarizeLoadErrors(errors: readonly Error[]): { message: string; moreCount: number } | null {
  const latest = errors.at(-1);
  if (!latest) return null;
  return {
    message: loadErrorMessage(latest),
    moreCount: errors.length - 1,
  };
}

/** Seconds left before the next automatic retry, counting down from `interval`. */
export function nextCountdown(
  secondsLeft: number,
  interval: number,
): { secondsLeft: number; retryNow: boolean } {
  return secondsLeft <= 1
    ? { secondsLeft: interval, retryNow: true }
    : { secondsLeft: secondsLeft - 1, retryNow: false };
}
