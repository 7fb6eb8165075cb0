import { canManagePeople } from "../../../../shared/users/users.policy";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { EmployeeDirectory } from "../components/EmployeeDirectory";
import { MyProfileView } from "../components/MyProfileView";

/** /employees: the employee list for ADMIN and SUPER_ADMIN, the own profile for an EMPLOYEE (employees.md §5). */
export default function EmployeesPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canManagePeople(policyActorOf(me))) return <MyProfileView me={me} />;
  return <EmployeeDirectory me={me} />;
}
