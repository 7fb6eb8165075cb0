import type { UserDto } from "../../../../shared/auth/auth.schema";
import { EmployeeDashboard } from "../../dashboards/components/employee/EmployeeDashboard";

/** The employee dashboard: today, this month, holidays and leave (docs/product/dashboards.md §3). */
export function EmployeeHome({ user }: { user: UserDto }) {
  return <EmployeeDashboard user={user} />;
}
