import { EmptyState, Paper } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";

/** The dashboard call answered nothing (docs/product/dashboards.md §4). */
export function DashboardEmpty() {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconChartBar size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>No dashboard data available.</EmptyState.Title>
      </EmptyState>
    </Paper>
  );
}
