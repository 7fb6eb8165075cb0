import { Select, type SelectProps } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import { useCompanies } from "../areas/companies/companies.queries";
import { ALL, type CompanyScope } from "../lib/companyScope";

type CompanyFilterSelectProps = Pick<SelectProps, "w" | "maw" | "style" | "mb"> & {
  value: CompanyScope | null;
  /** A filter names `all` for 'All Companies'; a picker (withAll false) only ever a company's id. */
  onChange: (value: CompanyScope) => void;
  /** 'All Companies' first (a filter); false for a picker of one company. */
  withAll?: boolean;
  /** A visible label; without one the select is named "Company" for assistive technology. */
  label?: string;
  /** Shown while nothing is chosen (a picker). */
  placeholder?: string;
};

/**
 * A SUPER_ADMIN's company filter or picker, the one of every screen: 'All Companies' first (→ `all`)
 * unless it picks one company, then each company by name; searchable.
 */
export function CompanyFilterSelect({
  value,
  onChange,
  withAll = true,
  label,
  placeholder,
  w = { base: "100%", xs: 260 },
  ...layout
}: CompanyFilterSelectProps) {
  const companies = useCompanies();
  const options = (companies.data ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return (
    <Select
      label={label}
      aria-label={label ? undefined : "Company"}
      leftSection={<IconBuilding size={16} />}
      data={withAll ? [{ value: ALL, label: "All Companies" }, ...options] : options}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        if (next === null) return;
        onChange(next === ALL ? ALL : Number(next));
      }}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No companies found"
      placeholder={companies.isPending ? "Loading companies..." : placeholder}
      w={w}
      {...layout}
    />
  );
}
