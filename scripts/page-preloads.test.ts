import { describe, expect, it } from "vitest";
import { pagePreloads } from "./page-preloads.mjs";

/** The entry with its stylesheet, a shell and a page sharing a chunk, and a view per role. */
const manifest = {
  "index.html": { file: "assets/index.js", imports: ["_runtime.js"], css: ["assets/index.css"] },
  "_runtime.js": { file: "assets/runtime.js" },
  "layout/Shell.tsx": {
    file: "assets/Shell.js",
    imports: ["_runtime.js", "_Table.js"],
    css: ["assets/all.css"],
  },
  "_Table.js": { file: "assets/Table.js", imports: ["_runtime.js"] },
  "areas/Page.tsx": { file: "assets/Page.js", imports: ["_Table.js", "_Chart.js"] },
  "_Chart.js": { file: "assets/Chart.js", css: ["assets/Chart.css"] },
  "areas/AdminView.tsx": { file: "assets/AdminView.js", imports: ["_Table.js"] },
};

describe("the files a signed-in page's HTML names (scripts/page-preloads.mjs)", () => {
  const [admin] = pagePreloads(manifest, [
    {
      name: "/page (admin)",
      paths: ["/page", "/page/:id"],
      roles: ["ADMIN"],
      modules: ["layout/Shell.tsx", "areas/Page.tsx", "areas/AdminView.tsx"],
    },
  ]);

  it("lists each chunk the page's modules import, once, and none the entry already loads", () => {
    expect(admin!.scripts).toEqual([
      "/assets/Shell.js",
      "/assets/Table.js",
      "/assets/Page.js",
      "/assets/Chart.js",
      "/assets/AdminView.js",
    ]);
  });

  it("lists their stylesheets but not the entry's", () => {
    expect(admin!.styles).toEqual(["/assets/all.css", "/assets/Chart.css"]);
  });

  it("keeps the page's paths and roles", () => {
    expect(admin).toMatchObject({ paths: ["/page", "/page/:id"], roles: ["ADMIN"] });
  });

  it("fails the build when a page's module is not in the manifest", () => {
    expect(() =>
      pagePreloads(manifest, [{ name: "/gone", paths: ["/gone"], modules: ["areas/Gone.tsx"] }]),
    ).toThrow(/areas\/Gone\.tsx/);
  });

  it("gives every row of the real page table a path", async () => {
    const { PAGES } = await import("./pages.mjs");
    for (const page of PAGES) expect(page.paths.length, page.name).toBeGreaterThan(0);
  });
});
