import { afterAll, beforeAll } from "vitest";
import { attendanceMatrix } from "../areas/attendance/attendance.authz";
import { companiesMatrix } from "../areas/companies/companies.authz";
import { holidaysMatrix } from "../areas/holidays/holidays.authz";
import { leavesMatrix } from "../areas/leaves/leaves.authz";
import { usersMatrix } from "../areas/users/users.authz";
import { buildMatrixWorld, describeAuthorizationMatrix, type MatrixWorld } from "./authz-matrix";
import { createTestApp, type TestApp } from "./harness";

/** Every area adds its cases here: each route × each role × own and other company. */
let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildMatrixWorld(t);
});
afterAll(() => t?.close());

describeAuthorizationMatrix(
  () => world,
  [...companiesMatrix, ...usersMatrix, ...leavesMatrix, ...attendanceMatrix, ...holidaysMatrix],
);
