import { Grid, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconBuildingSkyscraper, IconReceipt, IconUsersGroup } from "@tabler/icons-react";
import { LoadError } from "../../../../components/LoadError";
import { useSuperAdminDashboard } from "../../dashboards.queries";
import { StatCardsSkeleton } from "../StatCard";
import { CompaniesCard } from "./CompaniesCard";
import { FinancialOverviewCard } from "./FinancialOverviewCard";
import { NetRevenueCard } from "./NetRevenueCard";
import { PayrollStatusCard } from "./PayrollStatusCard";
import { TrendStatCard } from "./TrendStatCard";

/** The super admin dashboard: four trend cards, the companies, the money and this month's payroll. */
export function SuperAdminDashboardView() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const dashboard = useSuperAdminDashboard();

  if (dashboard.isPending) return <SuperAdminSkeleton />;
  if (dashboard.isError)
    return (
      <LoadError
        variant="panel"
        title="Failed to load dashboard data"
        lead="Failed to fetch dashboard data"
        query={dashboard}
      />
    );
  const data = dashboard.data;

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
        <TrendStatCard
          label="Total Companies"
          value={data.totalCompanies}
          icon={<IconBuildingSkyscraper size={22} />}
          color="teal"
          trend={data.trends.companies}
        />
        <TrendStatCard
          label="Total Employees"
          value={data.totalEmployees}
          icon={<IconUsersGroup size={22} />}
          color="blue"
          trend={data.trends.employees}
        />
        <TrendStatCard
          label="Payrolls This Month"
          value={data.payrollsThisMonth}
          icon={<IconReceipt size={22} />}
          color="grape"
          trend={data.trends.payrolls}
        />
        <NetRevenueCard data={data} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CompaniesCard companies={data.companies} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <FinancialOverviewCard overview={data.financialOverview} />
            <PayrollStatusCard status={data.payrollStatus} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function SuperAdminSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading dashboard">
      <StatCardsSkeleton />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={320} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Skeleton h={150} radius="lg" />
            <Skeleton h={150} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
