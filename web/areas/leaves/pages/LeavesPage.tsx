import { lazy, Suspense } from "react";
import { canManageLeave } from "../../../../shared/leaves/leaves.policy";
import { ViewLoader } from "../../../components/ViewLoader";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";

// Each role's view is its own chunk, as the dashboards are: an employee never loads the management
// screen, nor an admin the employee's own form (docs/ARCHITECTURE.md, Web).
const LeaveManagementView = lazy(() =>
  import("../components/LeaveManagementView").then((m) => ({ default: m.LeaveManagementView })),
);
const MyLeaveView = lazy(() => import("../components/MyLeaveView").then((m) => ({ default: m.MyLeaveView })));

/** /leaves: an employee sees the own-leave view, everyone else the leave management view (leave.md §6). */
export default function LeavesPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canManageLeave(policyActorOf(me)))
    return (
      <Suspense fallback={<ViewLoader />}>
        <MyLeaveView me={me} />
      </Suspense>
    );
  return (
    <Suspense fallback={<ViewLoader />}>
      <LeaveManagementView me={me} />
    </Suspense>
  );
}
