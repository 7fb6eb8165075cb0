import { Grid } from "@mantine/core";
import type { UserDto } from "../../../../../shared/auth/auth.schema";
import { LoadError } from "../../../../components/LoadError";
import { useToday } from "../../../../lib/timeZone";
import { useMyAttendances, useTodayAttendance } from "../../../attendance/attendance.queries";
import { monthBounds, monthOf, recordsInMonth } from "../../../attendance/monthGrid";
import { useOwnLeaves } from "../../../leaves/leaves.queries";
import { leaveDaysInMonth, monthWork } from "../../employeeStats";
import { EmployeeStatCards } from "./EmployeeStatCards";
import { LeaveBalanceCard } from "./LeaveBalanceCard";
import { MonthCalendarCard } from "./MonthCalendarCard";
import { MyRecentLeavesCard } from "./MyRecentLeavesCard";
import { TodayDetailsCard } from "./TodayDetailsCard";
import { UpcomingHolidaysCard } from "./UpcomingHolidaysCard";
import { WelcomeHeader } from "./WelcomeHeader";

/** The employee dashboard of docs/product/dashboards.md §3: today, this month, the calendar, holidays and leave. */
export function EmployeeDashboard({ user }: { user: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const today = useToday();
  const month = monthOf(today);
  const todayRecord = useTodayAttendance();
  const monthRecords = useMyAttendances(monthBounds(month));
  const leaves = useOwnLeaves();
  const records = monthRecords.data ? recordsInMonth(monthRecords.data, month) : undefined;
  const failed = [todayRecord, monthRecords, leaves].find((query) => query.isError);

  return (
    <>
      <WelcomeHeader
        firstName={user.firstName}
        companyId={user.companyId}
        companyName={user.companyName}
        today={today}
      />
      {failed ? (
        <LoadError
          variant="panel"
          title="Failed to load dashboard data"
          error={failed.error}
          retrying={failed.isFetching}
          onRetry={() => {
            for (const query of [todayRecord, monthRecords, leaves]) if (query.isError) void query.refetch();
          }}
        />
      ) : (
        <EmployeeStatCards
          today={todayRecord}
          work={{ data: records && monthWork(records, month), isPending: monthRecords.isPending }}
          leaves={{ ...leaves, leaveDays: leaveDaysInMonth(leaves.data ?? [], month) }}
        />
      )}
      <Grid gap="md" mt={failed ? "lg" : 0}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <MonthCalendarCard
            month={month}
            today={today}
            records={records}
            isPending={monthRecords.isPending}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <TodayDetailsCard
            record={todayRecord.data}
            isPending={todayRecord.isPending}
            failed={todayRecord.isError}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <UpcomingHolidaysCard companyId={user.companyId} today={today} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <LeaveBalanceCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <MyRecentLeavesCard leaves={leaves.data} isPending={leaves.isPending} />
        </Grid.Col>
      </Grid>
    </>
  );
}
