import { Select } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { CompanyScope } from "../leaves.queries";
import { useCompanies } from "../leaves.queries";

const ALL_COMPANIES = "all";

interface CompanyFilterSelectProps {
  label: string;
  value: CompanyScope;
  onChange: (value: CompanyScope) => void;
}

/** A SUPER_ADMIN's company filter: 'All Companies' first (→ `all`), then each company by name. */
export function CompanyFilterSelect({ label, value, onChange }: CompanyFilterSelectProps) {
  const companies = useCompanies();
  return (
    <Select
      label={label}
      leftSection={<IconBuilding size={16} />}
      data={[
        { value: ALL_COMPANIES, label: "All Companies" },
        ...(companies.data ?? []).map((company) => ({ value: String(company.id), label: company.name })),
      ]}
      value={String(value)}
      onChange={(next) => onChange(!next || next === ALL_COMPANIES ? "all" : Number(next))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No companies found"
      placeholder={companies.isPending ? "Loading companies..." : undefined}
      w={{ base: "100%", xs: 260 }}
    />
  );
}
