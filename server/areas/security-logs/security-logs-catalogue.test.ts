import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  SECURITY_LOG_ACTIONS,
  SECURITY_LOG_RESOURCE_TYPES,
} from "../../../shared/security-logs/security-logs.catalogue";

/**
 * The viewer's filter lists (shared/security-logs/security-logs.catalogue.ts) against what the server
 * really writes: every `action:` and `resourceType:` given as a literal in the server's source (tests and
 * fixtures aside) must be listed, and everything listed must be written somewhere — so a new action
 * cannot be forgotten, nor an old one linger.
 */

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Listed ahead of the area that will write them (its page announces them), not written yet. Empty today;
 * the test below fails once such an area writes one, so the entry is removed then.
 */
const ANNOUNCED: ReadonlySet<string> = new Set<string>([]);

function serverSources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "test" || entry.name === "migrations" ? [] : serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
  });
}

interface Written {
  value: string;
  where: string;
}

/**
 * The literals given to `field` (as `field: …` or `const field = …`) on each line: a ternary's condition
 * (`status === "APPROVED" ?`) and a call's own arguments (`varchar("action", …)`) are not values.
 */
export function literalsOf(
  source: string,
  field: string,
  file = "source",
): { written: Written[]; computed: string[] } {
  const written: Written[] = [];
  const computed: string[] = [];
  const assignment = new RegExp(`\\b${field}\\s*(?::|=(?!=))\\s*(.*)$`);
  source.split("\n").forEach((line, index) => {
    const match = assignment.exec(line);
    if (!match) return;
    const where = `${path.relative(SERVER, file)}:${index + 1}`;
    const value = match[1]!;
    if (value.startsWith("`")) computed.push(`${where}: ${line.trim()}`);
    const stripped = value.replace(/[=!]==?\s*"[^"]*"/g, "").replace(/\w+\(\s*"[^"]*"/g, "");
    for (const literal of stripped.matchAll(/"([A-Za-z][A-Za-z0-9_]*)"/g))
      written.push({ value: literal[1]!, where });
  });
  return { written, computed };
}

function writtenInServer(field: string) {
  const all = serverSources().map((file) => literalsOf(readFileSync(file, "utf8"), field, file));
  return { written: all.flatMap((r) => r.written), computed: all.flatMap((r) => r.computed) };
}

describe("the security log's catalogue of actions and resource types", () => {
  it("reads literals, ternaries and constants, and leaves out conditions and calls", () => {
    const source = [
      'action: "USER_CREATED",',
      'action: status === "APPROVED" ? "LEAVE_APPROVED" : "LEAVE_REJECTED",',
      'const action = "PAYROLL_DELETED";',
      'action: varchar("action", { length: 64 }).notNull(),',
      "action: event.action,",
      'if (action === "X") return;',
    ].join("\n");
    expect(literalsOf(source, "action").written.map((w) => w.value)).toEqual([
      "USER_CREATED",
      "LEAVE_APPROVED",
      "LEAVE_REJECTED",
      "PAYROLL_DELETED",
    ]);
    const computedAction = ["action: `$", "{kind}_CREATED`,"].join("");
    expect(literalsOf(computedAction, "action").computed).toHaveLength(1);
  });

  it("lists every action the server writes", () => {
    const { written, computed } = writtenInServer("action");
    expect(computed, "build actions from literals, so that this test can read them").toEqual([]);
    const listed = new Set<string>(SECURITY_LOG_ACTIONS);
    const missing = written.filter((w) => /^[A-Z][A-Z0-9_]*$/.test(w.value) && !listed.has(w.value));
    expect(
      missing.map((w) => `${w.value} (${w.where})`),
      "add these to SECURITY_LOG_ACTIONS in shared/security-logs/security-logs.catalogue.ts",
    ).toEqual([]);
  });

  it("lists only actions something writes", () => {
    const written = new Set(writtenInServer("action").written.map((w) => w.value));
    const stale = SECURITY_LOG_ACTIONS.filter((a) => !written.has(a) && !ANNOUNCED.has(a));
    expect(stale, "nothing writes these any more: remove them from the catalogue").toEqual([]);
    const arrived = [...ANNOUNCED].filter((a) => written.has(a));
    expect(arrived, "these are written now: remove them from ANNOUNCED in this test").toEqual([]);
  });

  it("lists every resource type the server writes, and only those", () => {
    const { written, computed } = writtenInServer("resourceType");
    expect(computed).toEqual([]);
    const listed = new Set<string>(SECURITY_LOG_RESOURCE_TYPES);
    const missing = written.filter((w) => !listed.has(w.value));
    expect(
      missing.map((w) => `${w.value} (${w.where})`),
      "add these to SECURITY_LOG_RESOURCE_TYPES in shared/security-logs/security-logs.catalogue.ts",
    ).toEqual([]);
    const values = new Set(written.map((w) => w.value));
    const stale = SECURITY_LOG_RESOURCE_TYPES.filter((r) => !values.has(r) && !ANNOUNCED.has(r));
    expect(stale).toEqual([]);
  });

  it("holds each action and resource type once, actions in SCREAMING_SNAKE_CASE", () => {
    expect(new Set(SECURITY_LOG_ACTIONS).size).toBe(SECURITY_LOG_ACTIONS.length);
    expect(new Set(SECURITY_LOG_RESOURCE_TYPES).size).toBe(SECURITY_LOG_RESOURCE_TYPES.length);
    for (const action of SECURITY_LOG_ACTIONS) expect(action).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
