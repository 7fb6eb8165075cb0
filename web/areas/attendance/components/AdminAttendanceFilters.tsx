import { Button, Group, Select } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useMediaQuery } from "@mantine/hooks";
import { IconCalendar, IconUser } from "@tabler/icons-react";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { ALL } from "../../../lib/companyScope";
import { fullName } from "../attendanceDisplay";
import { ADMIN_QUICK_RANGES, type DateRange, isSameRange, lastMonthsRange } from "../attendanceRanges";

type AdminAttendanceFiltersProps = {
  today: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  employee: string;
  onEmployeeChange: (value: string) => void;
  employees: readonly UserListItem[];
  /** Show the company next to each name (a SUPER_ADMIN looking at every company). */
  withCompanyNames: boolean;
};

/** The period (two months shown), Last Month / 3 / 6 Months and the employee filter ('All Employees' first). */
export function AdminAttendanceFilters(props: AdminAttendanceFiltersProps) {
  const { today, range, onRangeChange, employee, onEmployeeChange, employees } = props;
  const wide = useMediaQuery("(min-width: 48em)", true);
  const employeeOptions = [
    { value: ALL, label: "All Employees" },
    ...employees.map((person) => ({
      value: String(person.id),
      label:
        props.withCompanyNames && person.companyName
          ? `${fullName(person)} (${person.companyName})`
          : fullName(person),
    })),
  ];

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
      <Select
        label="Employee"
        leftSection={<IconUser size={16} />}
        data={employeeOptions}
        value={employee}
        onChange={(value) => onEmployeeChange(value ?? ALL)}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No employees found"
        style={{ flex: "1 1 220px" }}
        maw={{ sm: 280 }}
      />
    </Group>
  );
}
