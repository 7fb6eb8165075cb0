import { Button, Group } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useMediaQuery } from "@mantine/hooks";
import { IconCalendar } from "@tabler/icons-react";
import type { CompanyScope } from "../../../lib/companyScope";
import { ADMIN_QUICK_RANGES, type DateRange, isSameRange, lastMonthsRange } from "../attendanceRanges";
import { EmployeeFilterSelect } from "./EmployeeFilterSelect";

type AdminAttendanceFiltersProps = {
  today: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  employee: string;
  onEmployeeChange: (value: string) => void;
  companyId: CompanyScope;
  /** Show the company next to each name (a SUPER_ADMIN looking at every company). */
  withCompanyNames: boolean;
};

/** The period (two months shown), Last Month / 3 / 6 Months and the employee filter ('All Employees' first). */
export function AdminAttendanceFilters(props: AdminAttendanceFiltersProps) {
  const { today, range, onRangeChange, employee, onEmployeeChange, companyId, withCompanyNames } = props;
  const wide = useMediaQuery("(min-width: 48em)", true);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        label="Period"
        valueFormat="D MMM YYYY"
        leftSection={<IconCalendar size={16} />}
        numberOfColumns={wide ? 2 : 1}
        maxDate={today}
        allowSingleDateInRange
        value={range}
        onChange={onRangeChange}
        style={{ flex: "1 1 260px" }}
        maw={{ sm: 300 }}
      />
      <Group gap="xs" wrap="wrap">
        {ADMIN_QUICK_RANGES.map(({ label, months }) => {
          const quick = lastMonthsRange(months, today);
          const active = isSameRange(range, quick);
          return (
            <Button
              key={label}
              variant={active ? "filled" : "default"}
              aria-pressed={active}
              onClick={() => onRangeChange(quick)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
      <EmployeeFilterSelect
        companyId={companyId}
        value={employee}
        onChange={onEmployeeChange}
        withCompanyNames={withCompanyNames}
      />
    </Group>
  );
}
