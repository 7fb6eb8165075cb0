import { describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { clientOf, signIn } from "./accounts";
import type { Client, TestApp } from "./harness";

/**
 * The authorization matrix every area reuses: for each route, every role against a record of their own
 * company and of another company, with the status each must get. Company A is "own", company B "other".
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

export type Caller = "anonymous" | "employee" | "adminOwn" | "adminOther" | "superAdmin";

export interface MatrixRequest {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixCase {
  /** e.g. "DELETE /api/users/:id" */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Builds the request against a record of company A ("own") or B ("other"); may create the record. */
  request: (world: MatrixWorld, company: { id: number }) => Promise<MatrixRequest> | MatrixRequest;
  /** Expected status per caller; callers left out are not exercised. */
  expect: Partial<Record<Caller, number>>;
}

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

const CALLERS: Caller[] = ["anonymous", "employee", "adminOwn", "adminOther", "superAdmin"];

async function call(world: MatrixWorld, c: MatrixCase, caller: Caller) {
  const client = {
    anonymous: world.anonymous,
    employee: world.employeeA,
    adminOwn: world.adminA,
    adminOther: world.adminA,
    superAdmin: world.superAdmin,
  }[caller];
  const company = caller === "adminOther" || caller === "superAdmin" ? world.companyB : world.companyA;
  const { url, body, headers } = await c.request(world, company);
  return client.request({ method: c.method, url, payload: body as never, headers });
}

/** Declares one test per route and caller. `getWorld` is read when the tests run (after beforeAll). */
export function describeAuthorizationMatrix(getWorld: () => MatrixWorld, cases: MatrixCase[]): void {
  describe("authorization matrix", () => {
    for (const c of cases) {
      for (const caller of CALLERS) {
        const expected = c.expect[caller];
        if (expected === undefined) continue;
        it(`${c.route}: ${caller} → ${expected}`, async () => {
          const res = await call(getWorld(), c, caller);
          expect(res.statusCode, res.body).toBe(expected);
        });
      }
    }
  });
}
