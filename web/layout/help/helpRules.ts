import type { Role } from "../../../shared/auth/auth.schema";
import { firstSegment } from "../navigation";
import { helpContentFor } from "./helpCatalogue";

/** The help page key: the first path segment, defaulting to "dashboard" (docs/product/README.md §4.2). */
export function helpKeyFor(pathname: string): string {
  return firstSegment(pathname) || "dashboard";
}

function isDashboardPath(pathname: string): boolean {
  return helpKeyFor(pathname) === "dashboard";
}

/** Help shows on every page that has content, except the dashboard for ADMIN users. */
export function shouldShowHelp(role: Role, pathname: string): boolean {
  if (role === "ADMIN" && isDashboardPath(pathname)) return false;
  return helpContentFor(helpKeyFor(pathname)) !== null;
}
