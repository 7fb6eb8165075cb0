import { Select } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";

interface HolidayCompanySelectProps {
  companies: readonly CompanyListItem[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (companyId: number) => void;
}

/** A SUPER_ADMIN's choice of whose holidays to see and manage (spec 02 §2.6); there is no "all". */
export function HolidayCompanySelect({ companies, loading, value, onChange }: HolidayCompanySelectProps) {
  return (
    <Select
      label="Company"
      leftSection={<IconBuilding size={16} />}
      data={(companies ?? []).map((company) => ({ value: String(company.id), label: company.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No companies found"
      placeholder={loading ? "Loading companies..." : "Select a company"}
      w={{ base: "100%", xs: 260 }}
    />
  );
}
