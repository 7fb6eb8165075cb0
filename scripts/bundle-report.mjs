// Prints the initial JavaScript (gzip) of each page of the built web app, from Vite's manifest, and fails
// when a budget is exceeded or a Mantine class the scripts name has no styles (mantine-styles.mjs). Run after `vite build` (npm run build does); `node scripts/bundle-report.mjs [dist]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { stylesheetsDefining, unstyledMantineClasses } from "./mantine-styles.mjs";
import { PAGES } from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export { PAGES };

/** Vite's own warning limit for one chunk (minified, not gzip). */
export const CHUNK_LIMIT_KB = 500;

/** The manifest keys a chunk pulls in statically, itself first (depth-first, each once). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The JS files a page downloads before it renders: the index entry's closure plus each module's. */
export function initialFiles(manifest, modules, entry = "index.html") {
  const keys = new Set();
  for (const key of [entry, ...modules]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    staticClosure(manifest, key, keys);
  }
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith(".js"));
}

/** Computes every page's figures: { name, files, gzipKb, budgetKb, over }. */
export function report(dist, pages = PAGES) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipCache.get(file);
  };
  const rows = pages.map((page) => {
    const files = initialFiles(manifest, page.modules);
    const gzipKb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    return { ...page, files, gzipKb, over: page.budgetKb !== undefined && gzipKb > page.budgetKb };
  });
  const chunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file, i, all) => file.endsWith(".js") && all.indexOf(file) === i)
    .map((file) => ({ file, kb: readFileSync(path.join(dist, file)).length / 1024 }));
  const oversized = chunks.filter((chunk) => chunk.kb > CHUNK_LIMIT_KB);
  return { rows, oversized, largest: chunks.sort((a, b) => b.kb - a.kb)[0] };
}

function main() {
  const dist = path.resolve(root, process.argv[2] ?? "dist/web");
  if (!existsSync(path.join(dist, ".vite/manifest.json"))) {
    console.error(`No build manifest in ${dist}: run npm run build.`);
    process.exit(1);
  }
  const { rows, oversized, largest } = report(dist);
  console.log("\nInitial JavaScript per page (gzip):");
  for (const row of rows) {
    const budget =
      row.budgetKb === undefined ? "" : `  (budget ${row.budgetKb} KB${row.over ? ", OVER" : ""})`;
    console.log(
      `  ${row.name.padEnd(22)} ${row.gzipKb.toFixed(1).padStart(7)} KB in ${row.files.length} files${budget}`,
    );
  }
  if (largest)
    console.log(`Largest chunk: ${largest.file} ${largest.kb.toFixed(1)} KB (limit ${CHUNK_LIMIT_KB} KB)`);
  const failures = [
    ...rows
      .filter((row) => row.over)
      .map((row) => `${row.name} loads ${row.gzipKb.toFixed(1)} KB gzip, over ${row.budgetKb} KB`),
    ...oversized.map((chunk) => `${chunk.file} is ${chunk.kb.toFixed(1)} KB, over ${CHUNK_LIMIT_KB} KB`),
  ];
  for (const failure of failures) console.error(`Bundle budget: ${failure}`);
  const unstyled = unstyledMantineClasses(dist);
  if (unstyled.length > 0) {
    console.error(
      `Mantine classes without styles: ${unstyled.join(", ")}. Import ${stylesheetsDefining(unstyled).join(", ") || "their stylesheets"} in web/lib/allStyles.ts.`,
    );
  }
  if (failures.length > 0 || unstyled.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
