import { Alert, Paper, Skeleton, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";
import { LoadErrorNotice } from "../../employees/components/LoadErrorNotice";
import { useCompaniesForFilter, useCompanyUsers } from "../../employees/employees.queries";
import { useCompanyAttendances } from "../attendance.queries";
import { todayInZone } from "../attendanceForm";
import { type CompleteRange, completeRange, currentMonthRange, type DateRange } from "../attendanceRanges";
import { AdminAttendanceFilters } from "./AdminAttendanceFilters";
import { CompanyAttendanceTable } from "./CompanyAttendanceTable";
import { ALL, CompanyFilterSelect } from "./CompanyFilterSelect";
import { NoEmployeesAttendance } from "./NoEmployeesAttendance";

/**
 * The company-wide attendance (spec 01 §2 admin view): a period (default the current month), an
 * employee filter and the records; a SUPER_ADMIN looks at every company or picks one.
 */
export function AdminAttendanceView({ me }: { me: UserDto }) {
  const today = todayInZone();
  const isSuperAdmin = me.role === "SUPER_ADMIN";
  const [companyFilter, setCompanyFilter] = useState(ALL);
  const [employee, setEmployee] = useState(ALL);
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(today));
  // While only one end of a new period is picked, the last complete period stays on screen.
  const [applied, setApplied] = useState<CompleteRange>(() => currentMonthRange(today));

  const companyId: number | "all" | null = isSuperAdmin
    ? companyFilter === ALL
      ? "all"
      : Number(companyFilter)
    : me.companyId;
  const companies = useCompaniesForFilter();
  const people = useCompanyUsers(companyId, false);
  const userId = employee === ALL ? null : Number(employee);
  const records = useCompanyAttendances(companyId, applied, userId);

  const changeRange = (next: DateRange) => {
    setRange(next);
    const complete = completeRange(next);
    if (complete) setApplied(complete);
  };
  const changeCompany = (value: string) => {
    setCompanyFilter(value);
    setEmployee(ALL);
  };

  const heading = (
    <PageHeading
      title="Attendance Management"
      description={
        isSuperAdmin ? "Attendance across the companies on the platform" : (me.companyName ?? undefined)
      }
      actions={
        isSuperAdmin && (
          <CompanyFilterSelect
            value={companyFilter}
            onChange={changeCompany}
            companies={companies.data ?? []}
            loading={companies.isPending}
          />
        )
      }
    />
  );

  if (companyId === null)
    return (
      <>
        {heading}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          Error: No company ID found for admin
        </Alert>
      </>
    );

  const body = () => {
    if (people.isPending) return <Skeleton h={320} radius="lg" aria-label="Loading attendance" />;
    if (people.isError)
      return (
        <LoadErrorNotice
          title="Could not load employees"
          error={people.error}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      );
    if (people.data.length === 0) return <NoEmployeesAttendance />;
    return (
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <AdminAttendanceFilters
            today={today}
            range={range}
            onRangeChange={changeRange}
            employee={employee}
            onEmployeeChange={setEmployee}
            employees={people.data}
            withCompanyNames={companyId === "all"}
          />
          {records.isError ? (
            <LoadErrorNotice
              title="Could not load attendance records"
              error={records.error}
              onRetry={() => void records.refetch()}
              retrying={records.isFetching}
            />
          ) : (
            <CompanyAttendanceTable records={records.data} loading={records.isPending} />
          )}
        </Stack>
      </Paper>
    );
  };

  return (
    <>
      {heading}
      {body()}
    </>
  );
}
