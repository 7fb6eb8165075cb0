import { afterAll, beforeAll } from "vitest";
import { matrixCases } from "./authz/cases";
import { buildMatrixWorld, describeAuthorizationMatrix, type MatrixWorld } from "./authz-matrix";
import { createTestApp, type TestApp } from "./harness";

/**
 * Every area adds its cases (`./authz/<area>.authz.ts`, listed in `./authz/cases.ts`): each route × six
 * callers (signed out, EMPLOYEE and ADMIN of the company, EMPLOYEE and ADMIN of another company,
 * SUPER_ADMIN). The matrix fails when a signed-in route the app registers has no case.
 */
let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildMatrixWorld(t);
});
afterAll(() => t?.close());

describeAuthorizationMatrix(() => world, matrixCases);
