import { Badge, type BadgeProps } from "@mantine/core";
import { payrollStatusColor } from "../payrollDisplay";

/** A payroll row's status as a badge in its own colour (docs/product/payroll.md §5). */
export function PayrollStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, "color">) {
  return (
    <Badge variant="light" color={payrollStatusColor(status)} radius="sm" tt="none" {...props}>
      {status}
    </Badge>
  );
}
