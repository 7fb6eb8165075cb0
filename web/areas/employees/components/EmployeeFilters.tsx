import { Group, Select, Switch, TextInput } from "@mantine/core";
import { IconBuilding, IconSearch } from "@tabler/icons-react";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";

export const ALL_COMPANIES = "all";

type EmployeeFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  includeAdmins: boolean;
  onIncludeAdminsChange: (includeAdmins: boolean) => void;
  /** The SUPER_ADMIN's company filter; absent for an ADMIN (their own company). */
  companyFilter?: {
    value: string;
    onChange: (value: string) => void;
    companies: readonly CompanyListItem[];
    loading: boolean;
  };
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
        <Select
          aria-label="Company"
          leftSection={<IconBuilding size={16} />}
          data={[
            { value: ALL_COMPANIES, label: "All Companies" },
            ...companyFilter.companies.map((company) => ({ value: String(company.id), label: company.name })),
          ]}
          value={companyFilter.value}
          onChange={(value) => companyFilter.onChange(value ?? ALL_COMPANIES)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No companies found"
          placeholder={companyFilter.loading ? "Loading companies..." : undefined}
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
