import type { UserDto } from "../../../../shared/auth/auth.schema";
import { EmployeeDashboard } from "../../dashboards/components/employee/EmployeeDashboard";

/** The employee dashboard: today, this month, holidays and leave (spec 01 §2). */
export function EmployeeHome({ user }: { user: UserDto }) {
  return <EmployeeDashboard user={user} />;
}
