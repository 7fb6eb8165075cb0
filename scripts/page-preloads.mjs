// Writes dist/web/preloads.json: for each page of scripts/pages.mjs, the files its first render needs beyond
// the index entry's own — its chunks with everything they import statically, and their stylesheets. The
// server names them in a signed-in page's HTML (server/lib/page-html.ts), so the browser fetches them beside
// the entry instead of one round trip after another (docs/ARCHITECTURE.md, "Web"). Run after `vite build`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staticClosure } from "./bundle-report.mjs";
import { PAGES } from "./pages.mjs";

export const PRELOADS_FILE = "preloads.json";

/** Each page's `{ paths, roles, scripts, styles }`, as URLs, leaving out what the entry already loads. */
export function pagePreloads(manifest, pages = PAGES, entry = "index.html") {
  const loaded = staticClosure(manifest, entry);
  const urlsOf = (keys, field) => [
    ...new Set(
      [...keys]
        .flatMap((key) => (field === "file" ? [manifest[key].file] : (manifest[key].css ?? [])))
        .filter((file) => field === "css" || file.endsWith(".js"))
        .map((file) => `/${file}`),
    ),
  ];
  const entryStyles = new Set(urlsOf(loaded, "css"));
  return pages.map((page) => {
    const keys = new Set();
    for (const module of page.modules) {
      if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
      staticClosure(manifest, module, keys);
    }
    const own = new Set([...keys].filter((key) => !loaded.has(key)));
    return {
      paths: page.paths,
      roles: page.roles ?? null,
      scripts: urlsOf(own, "file"),
      styles: urlsOf(keys, "css").filter((url) => !entryStyles.has(url)),
    };
  });
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dist = path.resolve(root, process.argv[2] ?? "dist/web");
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  writeFileSync(path.join(dist, PRELOADS_FILE), `${JSON.stringify(pagePreloads(manifest), null, 1)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
