import { Select } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";

export const ALL = "all";

type CompanyFilterSelectProps = {
  value: string;
  onChange: (value: string) => void;
  companies: readonly CompanyListItem[];
  loading: boolean;
};

/** A SUPER_ADMIN's company filter: 'All Companies' first, then each company. */
export function CompanyFilterSelect({ value, onChange, companies, loading }: CompanyFilterSelectProps) {
  return (
    <Select
      aria-label="Company"
      leftSection={<IconBuilding size={16} />}
      data={[
        { value: ALL, label: "All Companies" },
        ...companies.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      value={value}
      onChange={(next) => onChange(next ?? ALL)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No companies found"
      placeholder={loading ? "Loading companies..." : undefined}
      w={{ base: "100%", xs: 260 }}
    />
  );
}
