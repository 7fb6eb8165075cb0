import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconReportMoney } from "@tabler/icons-react";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { compareCurrencies, DEFAULT_CURRENCY } from "../../../../../shared/finance/finance.rules";
import { formatMoney } from "../../dashboardFormat";
import { SectionCard } from "../SectionCard";

type Overview = SuperAdminDashboard["financialOverview"];

/**
 * Financial Overview of this month: income, expenses and net on one line per currency (each with its own
 * symbol, never added across currencies), and the number of transactions.
 */
export function FinancialOverviewCard({ overview }: { overview: Overview }) {
  const lines =
    overview.byCurrency.length > 0
      ? [...overview.byCurrency].sort((a, b) => compareCurrencies(a.currency, b.currency))
      : [
          {
            currency: DEFAULT_CURRENCY,
            income: overview.income,
            expenses: overview.expenses,
            net: overview.net,
          },
        ];
  return (
    <SectionCard
      title="Financial Overview"
      icon={<IconReportMoney size={18} />}
      action={
        <Text size="xs" c="dimmed">
          This month
        </Text>
      }
    >
      <Stack gap="sm">
        {lines.map((line) => (
          <Stack
            key={line.currency}
            gap={6}
            data-currency={line.currency}
            aria-label={`${line.currency}: income, expenses and net`}
          >
            <Group justify="space-between" wrap="nowrap">
              <Badge variant="light" color="gray" tt="none">
                {line.currency}
              </Badge>
              <Text fw={700} c={line.net < 0 ? "red.8" : "teal.8"}>
                {formatMoney(line.net, line.currency)} net
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Income{" "}
                <Text span fw={600} c="green.8">
                  {formatMoney(line.income, line.currency)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                Expenses{" "}
                <Text span fw={600} c="red.8">
                  {formatMoney(line.expenses, line.currency)}
                </Text>
              </Text>
            </Group>
          </Stack>
        ))}
        <Group
          justify="space-between"
          p="sm"
          bg="gray.0"
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <Text size="xs" c="dimmed" fw={600}>
            Transactions
          </Text>
          <Text fw={700}>{overview.transactionCount}</Text>
        </Group>
      </Stack>
    </SectionCard>
  );
}
