import { formatRupees } from "../../../shared/common/money";
import type { OwnPayDto } from "../../../shared/users/users.schema";

/** A percentage as the pay screens write it: '10%', '5.5%' (docs/product/settings.md §2). */
export function formatPercent(value: number): string {
  return `${value}%`;
}

/** The 'Pay' card's three figures, in order, with their labels (docs/product/settings.md §2). */
export function ownPayFigures(pay: OwnPayDto): { label: string; value: string }[] {
  return [
    { label: "Salary", value: formatRupees(pay.salary) },
    { label: "Tax %", value: formatPercent(pay.taxPercentage) },
    { label: "Benefits %", value: formatPercent(pay.benefitsPercentage) },
  ];
}
