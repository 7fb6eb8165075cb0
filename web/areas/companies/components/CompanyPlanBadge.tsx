import { Badge } from "@mantine/core";
import type { CompanyDto } from "../../../../shared/companies/companies.schema";
import { planLabelOf } from "../companyPlan";

/** The company's plan, 'Custom plan · ₹1,500 per employee' (docs/product/companies.md §5); nothing without one. */
export function CompanyPlanBadge({
  company,
}: {
  company: Pick<CompanyDto, "payrollPlan" | "customFeePerEmployee">;
}) {
  const label = planLabelOf(company);
  if (!label) return null;
  return (
    <Badge variant="light" color="indigo" size="xs" w="fit-content" tt="none">
      {label}
    </Badge>
  );
}
