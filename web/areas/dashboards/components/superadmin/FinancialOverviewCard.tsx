import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconReportMoney } from "@tabler/icons-react";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { formatUsd } from "../../dashboardFormat";
import { SectionCard } from "../SectionCard";

/** Financial Overview of this month in US dollars: income, expenses, net and the number of transactions. */
export function FinancialOverviewCard({ overview }: { overview: SuperAdminDashboard["financialOverview"] }) {
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
      <SimpleGrid cols={2} spacing="sm">
        <Amount label="Income" value={formatUsd(overview.income)} color="green.8" />
        <Amount label="Expenses" value={formatUsd(overview.expenses)} color="red.8" />
        <Amount
          label="Net"
          value={formatUsd(overview.net)}
          color={overview.net < 0 ? "red.8" : "teal.8"}
          strong
        />
        <Amount label="Transactions" value={String(overview.transactionCount)} />
      </SimpleGrid>
    </SectionCard>
  );
}

function Amount({
  label,
  value,
  color,
  strong,
}: {
  label: string;
  value: string;
  color?: string;
  strong?: boolean;
}) {
  return (
    <Stack
      gap={2}
      p="sm"
      bg={strong ? "teal.0" : "gray.0"}
      style={{ borderRadius: "var(--mantine-radius-md)" }}
    >
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Group gap={4}>
        <Text fw={700} size="lg" c={color} style={{ wordBreak: "break-all" }}>
          {value}
        </Text>
      </Group>
    </Stack>
  );
}
