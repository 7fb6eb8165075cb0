// Mantine's classes the built JavaScript names without a rule in any built stylesheet. The app imports
// Mantine's styles component by component (web/lib/signInStyles.ts, web/lib/allStyles.ts), so a component
// newly used without its stylesheet would draw unstyled; `npm run build` fails on it instead
// (scripts/bundle-report.mjs), naming the files to import.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MANTINE_CLASS = /\bm_[0-9a-f]{6,8}\b/g;

function classesIn(dir, extension, pattern) {
  const found = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(extension)))
    for (const match of readFileSync(path.join(dir, file), "utf8").matchAll(pattern))
      found.add(match[1] ?? match[0]);
  return found;
}

/** The Mantine classes `dist`'s scripts name that none of its stylesheets defines. */
export function unstyledMantineClasses(dist) {
  const assets = path.join(dist, "assets");
  const named = classesIn(assets, ".js", MANTINE_CLASS);
  // A class, or the name of its animation (a CSS module exports both).
  const styled = classesIn(assets, ".css", MANTINE_CLASS);
  return [...named].filter((name) => !styled.has(name)).sort();
}

/** Mantine's per-component stylesheets that define any of `classes` (what to import). */
export function stylesheetsDefining(
  classes,
  stylesDir = path.join(root, "node_modules/@mantine/core/styles"),
) {
  if (!existsSync(stylesDir)) return [];
  const wanted = new Set(classes);
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith(".css") && !file.endsWith(".layer.css"))
    .filter((file) =>
      [...readFileSync(path.join(stylesDir, file), "utf8").matchAll(MANTINE_CLASS)].some((m) =>
        wanted.has(m[0]),
      ),
    )
    .map((file) => `@mantine/core/styles/${file}`);
}
