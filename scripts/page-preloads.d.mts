// Types of scripts/page-preloads.mjs for the TypeScript that imports it (its unit test).
import type { BundlePage } from "./bundle-report.mjs";

export const PRELOADS_FILE: string;
export function pagePreloads(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>,
  pages?: BundlePage[],
  entry?: string,
): Array<{ paths: string[]; roles: string[] | null; scripts: string[]; styles: string[] }>;
