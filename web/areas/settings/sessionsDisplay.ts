import dayjs from "dayjs";
import { dateInZone, timeInZone } from "../../../shared/common/time.rules";

/** The words of the sessions card (docs/product/settings.md §9). */
export const SESSIONS_TEXT = {
  title: "Sessions",
  description:
    "Where you are signed in now. Sign out any session you do not recognise, then change your password.",
  thisDevice: "This device",
  signOut: "Sign out",
  signOutOthers: "Sign out everywhere else",
  confirmTitle: "Sign out everywhere else?",
  loadFailed: "Could not load your sessions",
  signedOut: "Session signed out",
  signedOutOthers: "Signed out everywhere else",
  failedTitle: "Sign-out failed",
  unknownAddress: "Unknown",
} as const;

/** What the confirmation says: how many sessions end, and that this one stays. */
export function signOutOthersQuestion(others: number): string {
  const sessions = others === 1 ? "1 other session" : `${others} other sessions`;
  return `${sessions} will end at once, and whoever uses them must sign in again. This device stays signed in.`;
}

/** The toast after "Sign out everywhere else": '2 other sessions ended.' */
export function signedOutOthersMessage(count: number): string {
  if (count === 0) return "There were no other sessions.";
  return count === 1 ? "1 other session ended." : `${count} other sessions ended.`;
}

/** An instant as 'Nov 24, 2026 19:30' in the viewer's time zone. */
export function formatSessionTime(instant: string, timeZone: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return `${dayjs(dateInZone(moment, timeZone)).format("MMM D, YYYY")} ${timeInZone(moment, timeZone).slice(0, 5)}`;
}
