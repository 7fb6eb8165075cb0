/** The `limit` companies with the most employees, largest first, ties by name. */
export function topCompanies<T extends { name: string; employeeCount: number }>(
  companies: readonly T[],
  limit: number,
): T[] {
  return [...companies]
    .sort((a, b) => b.employeeCount - a.employeeCount || a.name.localeCompare(b.name))
    .slice(0, limit);
}
