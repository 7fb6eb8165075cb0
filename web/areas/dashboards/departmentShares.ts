import { percentOf } from "./dashboardFormat";

export interface DepartmentShare {
  name: string;
  count: number;
  /** Percent of all people, one decimal. */
  percent: number;
}

/** Departments with their head count and share of the total, largest first, then by name. */
export function departmentShares(departments: Record<string, number>): DepartmentShare[] {
  const entries = Object.entries(departments).filter(([, count]) => count > 0);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return entries
    .map(([name, count]) => ({ name, count, percent: percentOf(count, total) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const PALETTE = [
  "teal.6",
  "blue.6",
  "grape.6",
  "orange.6",
  "cyan.6",
  "pink.6",
  "lime.7",
  "indigo.6",
  "red.6",
];

/** A chart colour per department, cycling through the palette. */
export function departmentColor(index: number): string {
  return PALETTE[index % PALETTE.length] ?? "gray.6";
}
