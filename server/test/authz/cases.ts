import type { MatrixCase } from "../authz-matrix";
import { attendanceMatrix } from "./attendance.authz";
import { authMatrix } from "./auth.authz";
import { companiesMatrix } from "./companies.authz";
import { dashboardsMatrix } from "./dashboards.authz";
import { filesMatrix } from "./files.authz";
import { financeMatrix } from "./finance.authz";
import { holidaysMatrix } from "./holidays.authz";
import { invoicesMatrix } from "./invoices.authz";
import { leavesMatrix } from "./leaves.authz";
import { payrollMatrix } from "./payroll.authz";
import { recruitmentMatrix } from "./recruitment.authz";
import { securityLogsMatrix } from "./security-logs.authz";
import { sessionsMatrix } from "./sessions.authz";
import { twoFactorMatrix, twoFactorResetMatrix } from "./two-factor.authz";
import { usersMatrix } from "./users.authz";

/**
 * Every case of the authorization matrix: each area adds its own (`./<area>.authz.ts`). The matrix
 * (authorization.api.test.ts) and the tenancy of the queries (tenancy-queries.api.test.ts) both run them.
 */
export const matrixCases: MatrixCase[] = [
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
];
