import { canViewCompanyAttendance } from "../../../../shared/attendance/attendance.policy";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { AdminAttendanceView } from "../components/AdminAttendanceView";
import { PersonalAttendanceView } from "../components/PersonalAttendanceView";

/** /attendance, 'Attendance Management': the personal view for an EMPLOYEE, the admin view for others (attendance.md §6). */
export default function AttendancePage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canViewCompanyAttendance(policyActorOf(me))) return <PersonalAttendanceView />;
  return <AdminAttendanceView me={me} />;
}
