import { Group, Switch, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import type { CompanyScope } from "../../../lib/companyScope";

type EmployeeFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  includeAdmins: boolean;
  onIncludeAdminsChange: (includeAdmins: boolean) => void;
  /** The SUPER_ADMIN's company filter; absent for an ADMIN (their own company). */
  companyFilter?: { value: CompanyScope; onChange: (value: CompanyScope) => void };
};

/** Search, the company filter ('All Companies' first) and the Show Admins switch above the grid. */
export function EmployeeFilters({
  search,
  onSearchChange,
  includeAdmins,
  onIncludeAdminsChange,
  companyFilter,
}: EmployeeFiltersProps) {
  return (
    <Group gap="md" mb="lg" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search employees"
        placeholder="Search by name or email..."
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        style={{ flex: "1 1 240px" }}
        maw={{ sm: 360 }}
      />
      {companyFilter && (
        <CompanyFilterSelect
          value={companyFilter.value}
          onChange={companyFilter.onChange}
          w={undefined}
          style={{ flex: "1 1 220px" }}
          maw={{ sm: 280 }}
        />
      )}
      <Switch
        label="Show Admins"
        checked={includeAdmins}
        onChange={(event) => onIncludeAdminsChange(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
