// Types of scripts/bundle-report.mjs for the TypeScript that imports it (its unit test).
export interface BundlePage {
  name: string;
  /** The router's patterns the page draws (scripts/pages.mjs). */
  paths: string[];
  /** The roles it is for, when it opens a view per role; none = every role. */
  roles?: string[];
  modules: string[];
  budgetKb?: number;
}
export interface BundleRow extends BundlePage {
  files: string[];
  gzipKb: number;
  over: boolean;
}
export const PAGES: BundlePage[];
export const CHUNK_LIMIT_KB: number;
export function staticClosure(
  manifest: Record<string, { file: string; imports?: string[] }>,
  key: string,
  seen?: Set<string>,
): Set<string>;
export function initialFiles(
  manifest: Record<string, { file: string; imports?: string[] }>,
  modules: string[],
  entry?: string,
): string[];
export function report(
  dist: string,
  pages?: BundlePage[],
): {
  rows: BundleRow[];
  oversized: { file: string; kb: number }[];
  largest: { file: string; kb: number } | undefined;
};
