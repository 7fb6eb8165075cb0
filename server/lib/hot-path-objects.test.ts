import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Code that runs on every request or every row writes no object literal with anything after a spread
 * (docs/ARCHITECTURE.md, "Presenters"): in Node 20 `{ ...a, b }` and `{ ...a, ...b }` give each result a
 * hidden class of its own once the code is warm, about 1 µs each and every later read of it megamorphic.
 * `{ b, ...a }` (the spread last), `Object.assign({}, a, { b })` and a literal field by field share one.
 * That code is the request's plumbing (server/lib), the database layer (server/db, its seeds aside), the
 * routes, the presenters and the shared rules.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function isHotPath(relative: string): boolean {
  if (/\.(test|fixtures)\.ts$/.test(relative)) return false;
  if (relative.startsWith("server/lib/")) return true;
  if (relative.startsWith("server/db/")) return !/^server\/db\/(seed|migrations)\//.test(relative);
  return /\.(routes|presenter)\.ts$/.test(relative) || /^shared\/.*\.rules\.ts$/.test(relative);
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(relative);
    return entry.name.endsWith(".ts") && isHotPath(relative) ? [relative] : [];
  });
}

/** Every object literal of `source` with a member after a spread: its line and text. */
function spreadsFollowedByMembers(source: ts.SourceFile): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const firstSpread = node.properties.findIndex((p) => ts.isSpreadAssignment(p));
      if (firstSpread >= 0 && firstSpread < node.properties.length - 1) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ line, text: node.getText(source).replace(/\s+/g, " ") });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

const files = [...sourcesUnder("server"), ...sourcesUnder("shared")];

describe("object literals on the hot paths", () => {
  it("cover the request's plumbing, the routes, the presenters and the rules", () => {
    for (const file of [
      "server/lib/transactional.ts",
      "server/db/row-mapper.ts",
      "server/areas/users/users.routes.ts",
      "server/areas/users/users.presenter.ts",
      "shared/holidays/holidays.rules.ts",
    ])
      expect(files).toContain(file);
    expect(files.some((f) => f.startsWith("server/db/seed/"))).toBe(false);
  });

  it("put nothing after a spread", () => {
    const found = files.flatMap((file) =>
      spreadsFollowedByMembers(parse(file, readFileSync(path.join(ROOT, file), "utf8"))).map(
        ({ line, text }) => `${file}:${line}: ${text.slice(0, 80)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("finds a member after a spread, and only that", () => {
    // The check on a literal of each kind, so that a change of the parser cannot empty it quietly.
    const probe = parse(
      "probe.ts",
      "const a = { ...x, y }; const b = { ...x, ...z }; const c = { y, ...x }; const d = { ...x };",
    );
    expect(spreadsFollowedByMembers(probe).map((f) => f.text)).toEqual(["{ ...x, y }", "{ ...x, ...z }"]);
  });
});
