import { Alert, Paper, Skeleton, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { ALL, type CompanyScope, scopeFor } from "../../../lib/companyScope";
import { useClampPage, usePage } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useToday } from "../../../lib/timeZone";
import { usePeopleOptions } from "../../employees/employees.queries";
import { useCompanyAttendances } from "../attendance.queries";
import { fullName } from "../attendanceDisplay";
import { type CompleteRange, completeRange, currentMonthRange, type DateRange } from "../attendanceRanges";
import { AdminAttendanceFilters } from "./AdminAttendanceFilters";
import { AttendanceTable } from "./AttendanceTable";
import { NoEmployeesAttendance } from "./NoEmployeesAttendance";

/**
 * The company-wide attendance (docs/product/attendance.md §6.2): a period (default the current month), an
 * employee filter and the records; a SUPER_ADMIN looks at every company or picks one.
 */
export function AdminAttendanceView({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const today = useToday();
  const isSuperAdmin = isSuperAdminActor(policyActorOf(me));
  const [companyFilter, setCompanyFilter] = useState<CompanyScope>(ALL);
  const [employee, setEmployee] = useState(ALL);
  const [range, setRange] = useState<DateRange>(() => currentMonthRange(today));
  // While only one end of a new period is picked, the last complete period stays on screen.
  const [applied, setApplied] = useState<CompleteRange>(() => currentMonthRange(today));

  const companyId = scopeFor(me, companyFilter);
  // The company's first people (the filter's list before any search): whether it has anyone at all.
  const people = usePeopleOptions(companyId, "");
  const userId = employee === ALL ? null : Number(employee);
  // Another company, period or employee starts again at the first page.
  const [page, setPage] = usePage([companyId, applied, userId]);
  const records = useCompanyAttendances(companyId, { range: applied, userId, page });
  useClampPage(page, records.data?.total, setPage);

  const changeRange = (next: DateRange) => {
    setRange(next);
    const complete = completeRange(next);
    if (complete) setApplied(complete);
  };
  const changeCompany = (value: CompanyScope) => {
    setCompanyFilter(value);
    setEmployee(ALL);
  };

  const heading = (
    <PageHeading
      title="Attendance Management"
      description={
        isSuperAdmin ? "Attendance across the companies on the platform" : (me.companyName ?? undefined)
      }
      actions={isSuperAdmin && <CompanyFilterSelect value={companyFilter} onChange={changeCompany} />}
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
    if (people.isError) return <LoadError title="Could not load employees" query={people} />;
    if (people.data.total === 0) return <NoEmployeesAttendance />;
    return (
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <AdminAttendanceFilters
            today={today}
            range={range}
            onRangeChange={changeRange}
            employee={employee}
            onEmployeeChange={setEmployee}
            companyId={companyId}
            withCompanyNames={companyId === "all"}
          />
          {records.isError ? (
            <LoadError title="Could not load attendance records" query={records} />
          ) : (
            <>
              <AttendanceTable
                records={records.data?.items}
                loading={records.isPending}
                employee={fullName}
                emptyText="No attendance records found for the selected period"
              />
              {records.data && (
                <ListPagination
                  label="Attendance records"
                  page={page}
                  total={records.data.total}
                  onChange={setPage}
                />
              )}
            </>
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
