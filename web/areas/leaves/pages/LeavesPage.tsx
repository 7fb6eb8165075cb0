import { canManageLeave } from "../../../../shared/leaves/leaves.policy";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { LeaveManagementView } from "../components/LeaveManagementView";
import { MyLeaveView } from "../components/MyLeaveView";

/** /leaves: an employee sees the own-leave view, everyone else the leave management view (leave.md §6). */
export default function LeavesPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canManageLeave(policyActorOf(me))) return <MyLeaveView me={me} />;
  return <LeaveManagementView me={me} />;
}
