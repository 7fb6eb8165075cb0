/** The banner shows only on the dashboard routes (docs/product/accounts.md §4). */
export function isDashboardRoute(pathname: string): boolean {
  return pathname === "/" || pathname === "/dashboard" || pathname === "/dashboard/";
}

/**
 * Whether a GET /api/verification-status answer (`verificationStatusSchema`: `{ success, verified }`, both
 * booleans) says the address still needs verifying. Read without Zod: the shell's first download carries
 * no schema library (docs/ARCHITECTURE.md, Web).
 */
export function needsVerification(answer: unknown): boolean {
  if (typeof answer !== "object" || answer === null) return false;
  const { success, verified } = answer as Record<string, unknown>;
  return success === true && verified === false;
}
