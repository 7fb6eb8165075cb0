import { Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { formatPercent } from "../../dashboardFormat";
import { FigureTile } from "../FigureTile";
import { SectionCard } from "../SectionCard";

/** Payroll Status of this month: processed, pending and total records, and the processed share as a bar. */
export function PayrollStatusCard({ status }: { status: SuperAdminDashboard["payrollStatus"] }) {
  return (
    <SectionCard
      title="Payroll Status"
      icon={<IconReceipt size={18} />}
      action={
        <Text size="xs" c="dimmed">
          This month
        </Text>
      }
    >
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="xs">
          <FigureTile label="Processed" value={status.processed} color="green.8" />
          <FigureTile label="Pending" value={status.pending} color="orange.8" />
          <FigureTile label="Total" value={status.total} />
        </SimpleGrid>
        <Stack gap={6}>
          <Progress
            value={Math.min(status.percent, 100)}
            color="green"
            size="lg"
            radius="xl"
            aria-label={`Payrolls processed: ${formatPercent(status.percent)}`}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {status.total === 0 ? "No payrolls this month yet" : "Processed"}
            </Text>
            <Text size="xs" fw={700}>
              {formatPercent(status.percent)}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
