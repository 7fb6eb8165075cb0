import { Group, Select, TextInput } from "@mantine/core";
import { IconCalendar, IconCalendarMonth, IconSearch } from "@tabler/icons-react";
import { MONTH_CHOICES } from "../../../../shared/payroll/payroll.rules";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { PAYROLL_TEXT } from "../payrollTexts";

type PayrollFiltersProps = {
  /** A SUPER_ADMIN's company picker (one company: payroll is a company's); absent for an ADMIN. */
  companyFilter?: { value: number | null; onChange: (companyId: number) => void };
  search: string;
  onSearch: (text: string) => void;
  month: number;
  onMonthChange: (month: number) => void;
  year: number;
  /** This year and the 5 before (docs/product/payroll.md §7). */
  years: readonly number[];
  onYearChange: (year: number) => void;
};

const MONTH_OPTIONS = MONTH_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }));

/**
 * The filters of Payroll Management (docs/product/payroll.md §6.3): the company (SUPER_ADMIN), the
 * employee search (first or last name, ignoring case), the month and the year.
 */
export function PayrollFilters({
  companyFilter,
  search,
  onSearch,
  month,
  onMonthChange,
  year,
  years,
  onYearChange,
}: PayrollFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {companyFilter && (
        <CompanyFilterSelect
          withAll={false}
          placeholder="Select a company"
          value={companyFilter.value}
          onChange={(value) => value !== "all" && companyFilter.onChange(value)}
        />
      )}
      <TextInput
        aria-label="Search employees"
        placeholder={PAYROLL_TEXT.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: "100%", xs: 300 }}
      />
      <Select
        aria-label="Month"
        leftSection={<IconCalendarMonth size={16} />}
        data={MONTH_OPTIONS}
        value={String(month)}
        onChange={(next) => next !== null && onMonthChange(Number(next))}
        allowDeselect={false}
        w={{ base: "100%", xs: 160 }}
      />
      <Select
        aria-label="Year"
        leftSection={<IconCalendar size={16} />}
        data={years.map(String)}
        value={String(year)}
        onChange={(next) => next !== null && onYearChange(Number(next))}
        allowDeselect={false}
        w={{ base: "100%", xs: 120 }}
      />
    </Group>
  );
}
