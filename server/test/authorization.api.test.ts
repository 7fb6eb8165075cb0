import { afterAll, beforeAll } from "vitest";
import { attendanceMatrix } from "./authz/attendance.authz";
import { authMatrix } from "./authz/auth.authz";
import { companiesMatrix } from "./authz/companies.authz";
import { dashboardsMatrix } from "./authz/dashboards.authz";
import { filesMatrix } from "./authz/files.authz";
import { financeMatrix } from "./authz/finance.authz";
import { holidaysMatrix } from "./authz/holidays.authz";
import { invoicesMatrix } from "./authz/invoices.authz";
import { leavesMatrix } from "./authz/leaves.authz";
import { payrollMatrix } from "./authz/payroll.authz";
import { recruitmentMatrix } from "./authz/recruitment.authz";
import { securityLogsMatrix } from "./authz/security-logs.authz";
import { sessionsMatrix } from "./authz/sessions.authz";
import { twoFactorMatrix, twoFactorResetMatrix } from "./authz/two-factor.authz";
import { usersMatrix } from "./authz/users.authz";
import { buildMatrixWorld, describeAuthorizationMatrix, type MatrixWorld } from "./authz-matrix";
import { createTestApp, type TestApp } from "./harness";

/**
 * Every area adds its cases here (`./authz/<area>.authz.ts`): each route × six callers (signed out, EMPLOYEE
 * and ADMIN of the company, EMPLOYEE and ADMIN of another company, SUPER_ADMIN). The matrix fails when a
 * signed-in route the app registers has no case.
 */
let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildMatrixWorld(t);
});
afterAll(() => t?.close());

describeAuthorizationMatrix(
  () => world,
  [
    ...authMatrix,
    ...sessionsMatrix,
    ...twoFactorMatrix,
    ...twoFactorResetMatrix,
    ...companiesMatrix,
    ...usersMatrix,
    ...leavesMatrix,
    ...attendanceMatrix,
    ...holidaysMatrix,
    ...filesMatrix,
    ...dashboardsMatrix,
    ...recruitmentMatrix,
    ...payrollMatrix,
    ...securityLogsMatrix,
    ...financeMatrix,
    ...invoicesMatrix,
  ],
);
