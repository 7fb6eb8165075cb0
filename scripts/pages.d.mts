// Types of scripts/pages.mjs for the TypeScript that imports it.
import type { BundlePage } from "./bundle-report.mjs";

export const PAGES: BundlePage[];
