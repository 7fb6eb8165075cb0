import { errorSchema } from "../../../shared/auth/auth.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import {
  attendanceTrendSchema,
  companyDashboardSchema,
  superAdminDashboardSchema,
} from "../../../shared/dashboards/dashboards.schema";
import { actorOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { answerShared } from "../../lib/serializer";
import { attendanceTrend, companyDashboard } from "./company-dashboard.service";
import { superAdminDashboard } from "./super-admin-dashboard.service";

const tags = ["Dashboards"];
const errors = { 403: errorSchema, 404: errorSchema };

export const dashboardsRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/companies/:id/dashboard",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The company dashboard: for the company's ADMIN and any SUPER_ADMIN",
        params: idParamSchema,
        response: { 200: companyDashboardSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerShared(reply, await companyDashboard(request.ctx, actorOf(request), request.params.id)),
  );

  app.get(
    "/api/companies/:id/dashboard/attendance-trend",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Each day of this month: people present and the attendance rate (for the chart)",
        params: idParamSchema,
        response: { 200: attendanceTrendSchema, ...errors },
      },
    },
    async (request, reply) =>
      answerShared(reply, await attendanceTrend(request.ctx, actorOf(request), request.params.id)),
  );

  app.get(
    "/api/super-admin/dashboard",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The super admin dashboard (SUPER_ADMIN)",
        description:
          "Counts of live companies and people (admins and employees) with trends against the previous month " +
          "(months in the platform's time zone, PLATFORM_TIMEZONE), this month's payroll records and their status " +
          "(processed = Processed or Paid), and the financial overview from company transactions: COMPLETED INCOME " +
          "minus COMPLETED EXPENSE created this month, summed per currency and never across currencies. " +
          "financialOverview.byCurrency lists every currency (code, income, expenses, net, transactionCount and " +
          "the net's trend); netRevenue, trends.netRevenue and financialOverview.income/expenses/net are the USD " +
          "figures alone; financialOverview.transactionCount counts every transaction of the month.",
        response: { 200: superAdminDashboardSchema, 403: errorSchema },
      },
    },
    async (request, reply) => answerShared(reply, await superAdminDashboard(request.ctx, actorOf(request))),
  );
};
