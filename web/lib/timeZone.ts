import { DEFAULT_TIMEZONE, todayIn } from "../../shared/common/time.rules";
import { useCurrentUser } from "./auth";

/**
 * The zone the web works in: the signed-in user's (`timezone` of GET /api/user — their company's, or the
 * platform's for a user without one). The fallback is only for the instant before the user has loaded.
 */
export function timeZoneOf(user: { timezone?: string | null } | null | undefined): string {
  return user?.timezone || DEFAULT_TIMEZONE;
}

/** The signed-in user's IANA time zone, e.g. "Asia/Kolkata". */
export function useTimeZone(): string {
  return timeZoneOf(useCurrentUser().data);
}

/** Today's date (yyyy-MM-dd) in the signed-in user's time zone, wherever the browser is. */
export function useToday(): string {
  return todayIn(useTimeZone(), new Date());
}
