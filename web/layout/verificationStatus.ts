import { verificationStatusSchema } from "../../shared/auth/auth.schema";

/** The banner shows only on the dashboard routes (docs/product/accounts.md §4). */
export function isDashboardRoute(pathname: string): boolean {
  return pathname === "/" || pathname === "/dashboard" || pathname === "/dashboard/";
}

/** Whether a GET /api/verification-status answer says the address still needs verifying. */
export function needsVerification(answer: unknown): boolean {
  const parsed = verificationStatusSchema.safeParse(answer);
  return parsed.success && parsed.data.success && !parsed.data.verified;
}
