import { Anchor, Grid } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { Link } from "react-router";
import type { CompanyDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { SectionCard } from "../SectionCard";
import { CompanyOverviewCard } from "./CompanyOverviewCard";
import { RecentLeavesList } from "./RecentLeavesList";
import { TodayAttendanceCard } from "./TodayAttendanceCard";

interface OverviewTabProps {
  data: CompanyDashboard;
  companyId: number;
  companyName: string;
}

/** Overview: Today's Attendance, Company Overview and Recent Leave Requests. */
export function OverviewTab({ data, companyId, companyName }: OverviewTabProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TodayAttendanceCard today={data.todayAttendance} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <CompanyOverviewCard
          companyId={companyId}
          fallbackName={companyName}
          peopleCount={data.employeeCount}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <SectionCard
          title="Recent Leave Requests"
          icon={<IconCalendarEvent size={18} />}
          action={
            <Anchor component={Link} to="/leaves" size="sm" fw={600}>
              Review requests
            </Anchor>
          }
        >
          <RecentLeavesList leaves={data.recentLeaves} />
        </SectionCard>
      </Grid.Col>
    </Grid>
  );
}
