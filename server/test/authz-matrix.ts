import { describe, expect, it } from "vitest";
import { companyIdOrAllParamSchema } from "../../shared/companies/companies.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { clientOf, signIn } from "./accounts";
import type { Client, TestApp } from "./harness";

/**
 * The authorization matrix every area reuses: for each route, every role against a record of their own
 * company and of another company, with the status each must get. Company A is "own", company B "other".
 * The cases live in `server/test/authz/<area>.authz.ts`; the matrix fails when a signed-in route of the
 * app has no case, so a new route cannot escape it.
 */
export interface MatrixWorld {
  t: TestApp;
  companyA: { id: number };
  companyB: { id: number };
  /** Clients: signed out, an EMPLOYEE of A, an ADMIN of A, a SUPER_ADMIN. */
  anonymous: Client;
  employeeA: Client & { userId: number };
  adminA: Client & { userId: number };
  superAdmin: Client & { userId: number };
}

/**
 * Who calls, and on which company's record: signed out (A); the EMPLOYEE of A on A ("employee") and on B
 * ("employeeOther"); the ADMIN of A on A ("adminOwn") and on B ("adminOther"); a SUPER_ADMIN on B.
 */
export type Caller = "anonymous" | "employee" | "employeeOther" | "adminOwn" | "adminOther" | "superAdmin";

export const CALLERS: readonly Caller[] = [
  "anonymous",
  "employee",
  "employeeOther",
  "adminOwn",
  "adminOther",
  "superAdmin",
];

export interface MatrixRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixCase {
  /**
   * Fastify's route pattern, e.g. "DELETE /api/users/:id", optionally followed by a note in parentheses
   * ("PATCH /api/users/:id (someone else's profile)"). A route that takes `all` for its company id also
   * gets an `all` case ("GET /api/companies/all/leaves"), besides its `:id` case.
   */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Builds the request against a record of company A ("own") or B ("other"); may create the record. */
  request: (world: MatrixWorld, company: { id: number }) => Promise<MatrixRequest> | MatrixRequest;
  /** Expected status for every caller (docs/product/README.md, roles): each case exercises all six. */
  expect: Record<Caller, number>;
}

/**
 * The common rows of the matrix (docs/product/README.md, roles), `ok` being the success status. Any
 * other row is written out in its case.
 */
/** A company's administrators: an EMPLOYEE is refused (403), another company's record is absent (404). */
export const companyAdminRoute = (ok = 200): Record<Caller, number> => ({
  anonymous: 401,
  employee: 403,
  employeeOther: 403,
  adminOwn: ok,
  adminOther: 404,
  superAdmin: ok,
});

/** The platform operator's alone: every other role is refused (403). */
export const superAdminRoute = (ok = 200): Record<Caller, number> => ({
  anonymous: 401,
  employee: 403,
  employeeOther: 403,
  adminOwn: 403,
  adminOther: 403,
  superAdmin: ok,
});

/** Anyone signed in, about themselves. */
export const anySignedIn = (ok = 200): Record<Caller, number> => ({
  anonymous: 401,
  employee: ok,
  employeeOther: ok,
  adminOwn: ok,
  adminOther: ok,
  superAdmin: ok,
});

/** Members of a company, for themselves; the platform operator belongs to none (403). */
export const membersForThemselves = (ok = 200): Record<Caller, number> => ({
  ...anySignedIn(ok),
  superAdmin: 403,
});

/** Every member of the company reads it; another company's record is absent (404). */
export const companyMemberRoute = (ok = 200): Record<Caller, number> => ({
  anonymous: 401,
  employee: ok,
  employeeOther: 404,
  adminOwn: ok,
  adminOther: 404,
  superAdmin: ok,
});

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const db = t.database.db;
  const companyA = await buildCompany(db, { name: "Matrix A" });
  const companyB = await buildCompany(db, { name: "Matrix B" });
  await buildEmployee(db, companyB.id);
  const employee = await buildEmployee(db, companyA.id);
  const admin = await buildAdmin(db, companyA.id);
  const root = await buildUser(db, { role: "SUPER_ADMIN" });
  const as = async (u: { id: number; username: string; password: string }) =>
    Object.assign(await signIn(t, u.username, u.password), { userId: u.id });
  return {
    t,
    companyA,
    companyB,
    anonymous: clientOf(t),
    employeeA: await as(employee),
    adminA: await as(admin),
    superAdmin: await as(root),
  };
}

/** Sends a case's request as `caller` would (on company A's record, or B's for the "other" callers). */
export async function callMatrixCase(world: MatrixWorld, c: MatrixCase, caller: Caller) {
  const client = {
    anonymous: world.anonymous,
    employee: world.employeeA,
    employeeOther: world.employeeA,
    adminOwn: world.adminA,
    adminOther: world.adminA,
    superAdmin: world.superAdmin,
  }[caller];
  const onOther = caller === "employeeOther" || caller === "adminOther" || caller === "superAdmin";
  const company = onOther ? world.companyB : world.companyA;
  const { url, body, headers } = await c.request(world, company);
  return client.request({ method: c.method, url, payload: body as never, headers });
}

/** "PATCH /api/users/:id (someone else's profile)" → "PATCH /api/users/:id" */
export const routeKey = (route: string) => route.replace(/\s*\(.*\)\s*$/, "");

/**
 * "METHOD /url" of every route the app registered (HEAD copies of GET routes left out); `signedIn` marks
 * those whose onRequest runs `app.authenticate`, `takesAll` those whose company id may be `all`.
 */
function registeredRoutes(t: TestApp): { key: string; signedIn: boolean; takesAll: boolean }[] {
  const authenticate = t.app.authenticate;
  return t.routes.flatMap((route) => {
    const hooks = [route.onRequest ?? []].flat();
    const signedIn = hooks.includes(authenticate as never);
    const takesAll = (route.schema as { params?: unknown } | undefined)?.params === companyIdOrAllParamSchema;
    return [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => ({ key: `${method} ${route.url}`, signedIn, takesAll }));
  });
}

/** The `:param` pattern an `all` case stands for: "GET /api/companies/all/leaves" fits "GET /api/companies/:id/leaves". */
const fitsPattern = (key: string, pattern: string) => {
  const a = key.split("/");
  const b = pattern.split("/");
  return (
    a.length === b.length && a.every((part, i) => part === b[i] || (part === "all" && b[i]!.startsWith(":")))
  );
};

/**
 * What is wrong with the cases as a whole: signed-in routes without a case (and without an `all` case
 * when their company id may be `all`), cases naming no registered route, cases whose method disagrees with their route, cases missing a caller. Empty when all is well.
 */
export function matrixGaps(t: TestApp, cases: MatrixCase[]): string[] {
  const routes = registeredRoutes(t);
  const registered = new Set(routes.map((r) => r.key));
  const covered = new Set(cases.map((c) => routeKey(c.route)));
  const gaps: string[] = [];
  for (const r of routes) {
    if (r.signedIn && !covered.has(r.key)) gaps.push(`signed-in route with no matrix case: ${r.key}`);
    const allKey = r.key.replace("/:id", "/all");
    if (r.signedIn && r.takesAll && !covered.has(allKey))
      gaps.push(`route taking \`all\` with no \`all\` case: ${allKey}`);
  }
  for (const c of cases) {
    const key = routeKey(c.route);
    if (!registered.has(key) && !routes.some((r) => fitsPattern(key, r.key)))
      gaps.push(`matrix case names no registered route: ${c.route}`);
    if (!key.startsWith(`${c.method} `)) gaps.push(`matrix case's method is not its route's: ${c.route}`);
    const missing = CALLERS.filter((caller) => typeof c.expect[caller] !== "number");
    if (missing.length > 0)
      gaps.push(`matrix case without an expectation for ${missing.join(", ")}: ${c.route}`);
  }
  return gaps;
}

/**
 * Declares the completeness check and one test per route and caller. `getWorld` is read when the tests
 * run (after beforeAll).
 */
export function describeAuthorizationMatrix(getWorld: () => MatrixWorld, cases: MatrixCase[]): void {
  describe("authorization matrix", () => {
    it("has a case, with every caller, for every signed-in route the app registers", () => {
      const gaps = matrixGaps(getWorld().t, cases);
      expect(gaps, `The authorization matrix is incomplete:\n  ${gaps.join("\n  ")}\n`).toEqual([]);
    });
    for (const c of cases) {
      for (const caller of CALLERS) {
        const expected = c.expect[caller];
        it(`${c.route}: ${caller} → ${expected}`, async () => {
          const res = await callMatrixCase(getWorld(), c, caller);
          expect(res.statusCode, res.body).toBe(expected);
        });
      }
    }
  });
}
