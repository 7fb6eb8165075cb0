import { Group, Stack, Text } from "@mantine/core";
import { IconCash } from "@tabler/icons-react";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { formatMoney } from "../../dashboardFormat";
import { netRevenueLines } from "../../netRevenue";
import { StatCard } from "../StatCard";
import { TrendChange } from "./TrendStatCard";

/**
 * The 'Net Revenue' card (docs/product/dashboards.md §5): this month's COMPLETED income less expenses in
 * each currency, each with its own symbol and trend against last month — never dollars and rupees added.
 */
export function NetRevenueCard({ data }: { data: SuperAdminDashboard }) {
  const lines = netRevenueLines(data);
  const several = lines.length > 1;
  return (
    <StatCard
      label="Net Revenue"
      icon={<IconCash size={22} />}
      color="green"
      value={
        <Stack gap={several ? 2 : 0}>
          {lines.map((line) => (
            <Group
              key={line.currency}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              data-currency={line.currency}
            >
              <Text inherit fz={several ? 18 : undefined} style={{ whiteSpace: "nowrap" }}>
                {formatMoney(line.net, line.currency)}
              </Text>
              <TrendChange trend={line.trend} />
            </Group>
          ))}
        </Stack>
      }
      footer={
        <Text size="xs" c="dimmed">
          {several ? "This month in each currency, vs last month" : "This month, vs last month"}
        </Text>
      }
    />
  );
}
