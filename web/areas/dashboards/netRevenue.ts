import type { SuperAdminDashboard } from "../../../shared/dashboards/dashboards.schema";
import { compareCurrencies, DEFAULT_CURRENCY } from "../../../shared/finance/finance.rules";
import type { Trend } from "./dashboardTrend";

/** One currency's net revenue this month and its trend against last month. */
export interface NetRevenueLine {
  currency: string;
  net: number;
  trend: Trend;
}

/**
 * The Net Revenue card's lines (docs/product/dashboards.md §5): one per currency with a transaction this
 * month or last, in the finance screens' order (dollars, rupees, …), each in its own currency — never dollars and rupees added together. With no
 * transaction at all, one line of $0.00.
 */
export function netRevenueLines(
  data: Pick<SuperAdminDashboard, "financialOverview" | "netRevenue" | "trends">,
): NetRevenueLine[] {
  const lines = data.financialOverview.byCurrency.map((c) => ({
    currency: c.currency,
    net: c.net,
    trend: c.netRevenue,
  }));
  if (lines.length === 0)
    return [{ currency: DEFAULT_CURRENCY, net: data.netRevenue, trend: data.trends.netRevenue }];
  return lines.sort((a, b) => compareCurrencies(a.currency, b.currency));
}
