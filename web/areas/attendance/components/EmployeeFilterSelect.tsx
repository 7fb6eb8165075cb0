import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUser } from "@tabler/icons-react";
import { useState } from "react";
import { ALL, type CompanyScope } from "../../../lib/companyScope";
import { SEARCH_DEBOUNCE_MS } from "../../../lib/paging";
import { usePeopleOptions } from "../../employees/employees.queries";
import { fullName } from "../attendanceDisplay";

const ALL_LABEL = "All Employees";

type EmployeeFilterSelectProps = {
  companyId: CompanyScope;
  /** A person's id, or ALL. */
  value: string;
  onChange: (value: string) => void;
  /** Show the company next to each name (a SUPER_ADMIN looking at every company). */
  withCompanyNames: boolean;
};

/**
 * The employee filter ('All Employees' first): what is typed searches the company's people on the server,
 * so a company of thousands offers the people it matches rather than a list cut short.
 */
export function EmployeeFilterSelect({
  companyId,
  value,
  onChange,
  withCompanyNames,
}: EmployeeFilterSelectProps) {
  const [search, setSearch] = useState("");
  const [chosenLabel, setChosenLabel] = useState(ALL_LABEL);
  const selectedLabel = value === ALL ? ALL_LABEL : chosenLabel;
  // The chosen name standing in the box is not a search: the dropdown then offers everyone again.
  const [q] = useDebouncedValue(search === selectedLabel ? "" : search.trim(), SEARCH_DEBOUNCE_MS);
  const people = usePeopleOptions(companyId, q);

  const options = [
    { value: ALL, label: ALL_LABEL },
    ...(people.data?.items ?? []).map((person) => ({
      value: String(person.id),
      label:
        withCompanyNames && person.companyName
          ? `${fullName(person)} (${person.companyName})`
          : fullName(person),
    })),
  ];
  if (!options.some((option) => option.value === value)) options.push({ value, label: selectedLabel });

  return (
    <Select
      label="Employee"
      leftSection={<IconUser size={16} />}
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? ALL_LABEL);
        onChange(next ?? ALL);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already searched: every option it answered is shown.
      filter={({ options: all }) => all}
      allowDeselect={false}
      nothingFoundMessage="No employees found"
      style={{ flex: "1 1 220px" }}
      maw={{ sm: 280 }}
    />
  );
}
