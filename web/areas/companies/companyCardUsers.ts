const LABELS: Record<string, string> = { SUPER_ADMIN: "Super Admin", ADMIN: "Admin", EMPLOYEE: "Employee" };
const COLORS: Record<string, string> = { SUPER_ADMIN: "grape", ADMIN: "indigo", EMPLOYEE: "gray" };

/** How a company card names a person's role. */
export function companyUserRoleLabel(role: string): string {
  return LABELS[role] ?? role;
}

export function companyUserRoleColor(role: string): string {
  return COLORS[role] ?? "gray";
}

/** '+N more' for the users a card does not list, or null when it lists them all. */
export function moreUsersLabel(userCount: number, listed: number): string | null {
  const more = userCount - listed;
  return more > 0 ? `+${more} more` : null;
}
