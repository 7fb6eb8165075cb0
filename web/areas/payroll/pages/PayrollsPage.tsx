import { canUsePayrollManagement } from "../../../../shared/payroll/payroll.policy";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { MyPayrollView } from "../components/MyPayrollView";
import { PayrollManagementView } from "../components/PayrollManagementView";

/**
 * /payrolls: 'My Payroll' for an EMPLOYEE (the sidebar's entry of that name), Payroll Management for an
 * ADMIN and a SUPER_ADMIN (docs/product/payroll.md §6).
 */
export default function PayrollsPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canUsePayrollManagement(policyActorOf(me))) return <MyPayrollView />;
  return <PayrollManagementView me={me} />;
}
