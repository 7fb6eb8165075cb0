import { Tabs } from "@mantine/core";
import { IconCalendarEvent, IconChartAreaLine, IconLayoutDashboard, IconSitemap } from "@tabler/icons-react";
import { useState } from "react";
import { LoadError } from "../../../../components/LoadError";
import { hasDashboardData } from "../../companyDashboardData";
import { useCompanyDashboard } from "../../dashboards.queries";
import { DashboardEmpty } from "../DashboardEmpty";
import { AdminDashboardSkeleton } from "./AdminDashboardSkeleton";
import { AdminStatCards } from "./AdminStatCards";
import { AttendanceTab } from "./AttendanceTab";
import { DepartmentsTab } from "./DepartmentsTab";
import { LeavesTab } from "./LeavesTab";
import { OverviewTab } from "./OverviewTab";

interface AdminDashboardProps {
  companyId: number | null;
  companyName: string;
}

/** The company dashboard (docs/product/dashboards.md §4): four stat cards and the Overview/Attendance/Departments/Leaves tabs. */
export function AdminDashboard({ companyId, companyName }: AdminDashboardProps) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const dashboard = useCompanyDashboard(companyId);
  const [tab, setTab] = useState<string | null>("overview");

  if (companyId === null) return <DashboardEmpty />;
  if (dashboard.isPending) return <AdminDashboardSkeleton />;
  if (dashboard.isError)
    return <LoadError variant="panel" title="Failed to load dashboard data" query={dashboard} />;
  const data = dashboard.data;
  if (!hasDashboardData(data)) return <DashboardEmpty />;

  return (
    <>
      <AdminStatCards data={data} />
      <Tabs value={tab} onChange={setTab} keepMounted={false} variant="pills" radius="md">
        <Tabs.List mb="md">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="attendance" leftSection={<IconChartAreaLine size={16} />}>
            Attendance
          </Tabs.Tab>
          <Tabs.Tab value="departments" leftSection={<IconSitemap size={16} />}>
            Departments
          </Tabs.Tab>
          <Tabs.Tab value="leaves" leftSection={<IconCalendarEvent size={16} />}>
            Leaves
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab data={data} companyId={companyId} companyName={companyName} />
        </Tabs.Panel>
        <Tabs.Panel value="attendance">
          <AttendanceTab data={data} companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="departments">
          <DepartmentsTab departments={data.departments} />
        </Tabs.Panel>
        <Tabs.Panel value="leaves">
          <LeavesTab data={data} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
