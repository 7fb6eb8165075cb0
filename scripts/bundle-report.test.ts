import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initialFiles, report } from "./bundle-report.mjs";

/** A built app of three chunks: the entry, a page, and a chunk the page imports. */
const dist = mkdtempSync(path.join(tmpdir(), "bundle-report-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(path.join(dist, ".vite"), { recursive: true });
mkdirSync(path.join(dist, "assets"));
const manifest = {
  "index.html": { file: "assets/index.js", imports: [] },
  "areas/page.tsx": { file: "assets/page.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js" },
  "areas/other.tsx": { file: "assets/other.js", imports: [] },
};
writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
// Random bytes do not compress: gzip sizes close to the raw ones.
const randomText = (kb: number) =>
  Array.from({ length: kb * 1024 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join("");
writeFileSync(path.join(dist, "assets/index.js"), randomText(20));
writeFileSync(path.join(dist, "assets/page.js"), randomText(10));
writeFileSync(path.join(dist, "assets/shared.js"), randomText(10));
writeFileSync(path.join(dist, "assets/other.js"), randomText(50));

describe("the bundle budgets npm test checks", () => {
  it("counts a page's initial files: the entry, the page and what it imports statically", () => {
    expect(initialFiles(manifest, ["areas/page.tsx"])).toEqual([
      "assets/index.js",
      "assets/page.js",
      "assets/shared.js",
    ]);
  });

  it("flags a page over its budget and passes one within it", () => {
    const { rows } = report(dist, [
      { name: "/within", paths: ["/within"], modules: ["areas/page.tsx"], budgetKb: 60 },
      { name: "/over", paths: ["/over"], modules: ["areas/page.tsx"], budgetKb: 20 },
      { name: "/unbudgeted", paths: ["/unbudgeted"], modules: ["areas/other.tsx"] },
    ]);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName["/within"]!.gzipKb).toBeGreaterThan(30);
    expect(byName["/within"]!.over).toBe(false);
    expect(byName["/over"]!.over).toBe(true);
    expect(byName["/unbudgeted"]!.over).toBe(false);
  });

  it("gives every page of the app a budget", async () => {
    const { PAGES } = await import("./bundle-report.mjs");
    for (const page of PAGES) expect(page.budgetKb, page.name).toBeGreaterThan(0);
  });
});
