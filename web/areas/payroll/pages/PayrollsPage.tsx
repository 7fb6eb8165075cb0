import { lazy, Suspense } from "react";
import { canUsePayrollManagement } from "../../../../shared/payroll/payroll.policy";
import { ViewLoader } from "../../../components/ViewLoader";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";

// Each role's view is its own chunk, as the dashboards are: an employee never loads the management
// screen, nor an admin the employee's own form (docs/ARCHITECTURE.md, Web).
const MyPayrollView = lazy(() =>
  import("../components/MyPayrollView").then((m) => ({ default: m.MyPayrollView })),
);
const PayrollManagementView = lazy(() =>
  import("../components/PayrollManagementView").then((m) => ({ default: m.PayrollManagementView })),
);

/**
 * /payrolls: 'My Payroll' for an EMPLOYEE (the sidebar's entry of that name), Payroll Management for an
 * ADMIN and a SUPER_ADMIN (docs/product/payroll.md §6).
 */
export default function PayrollsPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canUsePayrollManagement(policyActorOf(me)))
    return (
      <Suspense fallback={<ViewLoader />}>
        <MyPayrollView />
      </Suspense>
    );
  return (
    <Suspense fallback={<ViewLoader />}>
      <PayrollManagementView me={me} />
    </Suspense>
  );
}
