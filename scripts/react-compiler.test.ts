import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformAsync } from "@babel/core";
import { describe, expect, it } from "vitest";
import { REACT_COMPILER_OPTIONS } from "../vite.config";

/**
 * The screens whose queries re-render them say "use memo" (docs/ARCHITECTURE.md, "Web"), and the build runs
 * the React Compiler on them. The compiler leaves alone a component it cannot compile, which would quietly
 * undo the point: each file is compiled here with the build's options, and every component that asks for
 * it comes out memoised.
 */
const WEB = path.resolve(import.meta.dirname, "../web");
/** The directive as a statement (a comment naming it does not count). */
const DIRECTIVE = /^\s*["']use memo["'];/gm;

function sourcesAskingForMemo(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesAskingForMemo(file);
    return /\.tsx?$/.test(entry.name) && (readFileSync(file, "utf8").match(DIRECTIVE)?.length ?? 0) > 0
      ? [file]
      : [];
  });
}

const files = sourcesAskingForMemo(WEB);

describe('components that say "use memo"', () => {
  it("include the screens whose queries re-render them", () => {
    const names = files.map((f) => path.basename(f));
    for (const screen of [
      "PayrollManagementView.tsx",
      "AdminDashboard.tsx",
      "AdminAttendanceView.tsx",
      "RecruitmentPage.tsx",
    ])
      expect(names).toContain(screen);
  });

  it.each(files.map((f) => [path.relative(WEB, f), f]))(
    "%s is compiled, every one of them",
    async (_, file) => {
      const source = readFileSync(file, "utf8");
      const result = await transformAsync(source, {
        filename: file,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: [["babel-plugin-react-compiler", REACT_COMPILER_OPTIONS]],
      });
      const code = result?.code ?? "";
      const asked = source.match(DIRECTIVE)?.length ?? 0;
      // Each compiled component takes its cache from the compiler's runtime: `const $ = _c(n)`.
      const compiled = code.match(/=\s*_c\(\d+\)/g)?.length ?? 0;
      expect(code).toContain('from "react/compiler-runtime"');
      expect(compiled).toBeGreaterThanOrEqual(asked);
    },
  );
});
