import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { IconReportMoney } from "@tabler/icons-react";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { DEFAULT_CURRENCY } from "../../../../../shared/dashboards/dashboards.schema";
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
      ? overview.byCurrency
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
        <Table.ScrollContainer minWidth={340} type="native">
          <Table verticalSpacing={6} horizontalSpacing="xs" aria-label="Income, expenses and net by currency">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Currency</Table.Th>
                <Table.Th ta="right">Income</Table.Th>
                <Table.Th ta="right">Expenses</Table.Th>
                <Table.Th ta="right">Net</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.currency} data-currency={line.currency}>
                  <Table.Td>
                    <Badge variant="light" color="gray" tt="none">
                      {line.currency}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" c="green.8" fw={600}>
                    {formatMoney(line.income, line.currency)}
                  </Table.Td>
                  <Table.Td ta="right" c="red.8" fw={600}>
                    {formatMoney(line.expenses, line.currency)}
                  </Table.Td>
                  <Table.Td ta="right" c={line.net < 0 ? "red.8" : "teal.8"} fw={700}>
                    {formatMoney(line.net, line.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
