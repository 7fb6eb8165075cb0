import type { Role } from "../../../shared/auth/auth.schema";

type Named = { firstName: string; lastName: string };

/** "First Last", or the part that exists. */
export function fullNameOf(person: Named): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: "Super Admin",
  ADMIN: "Admin",
  EMPLOYEE: "Employee",
};
const ROLE_COLORS: Record<Role, string> = { SUPER_ADMIN: "grape", ADMIN: "indigo", EMPLOYEE: "teal" };

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

export function roleColor(role: Role): string {
  return ROLE_COLORS[role];
}

/** People whose name or e-mail contains every word of the search, ignoring case. */
export function filterPeople<T extends Named & { username: string }>(
  people: readonly T[],
  search: string,
): T[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((person) => {
    const haystack = `${fullNameOf(person)} ${person.username}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
