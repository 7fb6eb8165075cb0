import { SimpleGrid, Text } from "@mantine/core";
import { IconBriefcase, IconCalendarClock, IconChartLine, IconUsers } from "@tabler/icons-react";
import type { CompanyDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { formatPercent } from "../../dashboardFormat";
import { StatCard } from "../StatCard";

/** Total Employees, Attendance Rate, Pending Leaves (orange while any wait) and Open Positions. */
export function AdminStatCards({ data }: { data: CompanyDashboard }) {
  const hasPending = data.pendingLeaves > 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
      <StatCard
        label="Total Employees"
        value={data.employeeCount}
        icon={<IconUsers size={22} />}
        footer={
          <Text size="xs" c="dimmed">
            People in your company
          </Text>
        }
      />
      <StatCard
        label="Attendance Rate"
        value={formatPercent(data.attendanceRate)}
        icon={<IconChartLine size={22} />}
        color="blue"
        footer={
          <Text size="xs" c="dimmed">
            This month so far
          </Text>
        }
      />
      <StatCard
        label="Pending Leaves"
        value={data.pendingLeaves}
        icon={<IconCalendarClock size={22} />}
        color={hasPending ? "orange" : "gray"}
        highlight={hasPending}
        footer={
          <Text size="xs" c={hasPending ? "var(--mantine-color-orange-light-color)" : "dimmed"}>
            {hasPending ? "Waiting for your review" : "Nothing waiting for review"}
          </Text>
        }
      />
      <StatCard
        label="Open Positions"
        value={data.openPositions}
        icon={<IconBriefcase size={22} />}
        color="grape"
        footer={
          <Text size="xs" c="dimmed">
            Jobs accepting candidates
          </Text>
        }
      />
    </SimpleGrid>
  );
}
