interface Searchable {
  name: string;
  description: string | null;
}

/** The companies whose name or description contains the search text, ignoring case (spec 01 §2). */
export function filterCompanies<T extends Searchable>(companies: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...companies];
  return companies.filter(
    (company) =>
      company.name.toLowerCase().includes(needle) ||
      (company.description ?? "").toLowerCase().includes(needle),
  );
}
