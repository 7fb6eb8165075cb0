import { lazy, Suspense } from "react";
import { canViewCompanyAttendance } from "../../../../shared/attendance/attendance.policy";
import { ViewLoader } from "../../../components/ViewLoader";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";

// Each role's view is its own chunk, as the dashboards are: an employee never loads the management
// screen, nor an admin the employee's own form (docs/ARCHITECTURE.md, Web).
const AdminAttendanceView = lazy(() =>
  import("../components/AdminAttendanceView").then((m) => ({ default: m.AdminAttendanceView })),
);
const PersonalAttendanceView = lazy(() =>
  import("../components/PersonalAttendanceView").then((m) => ({ default: m.PersonalAttendanceView })),
);

/** /attendance, 'Attendance Management': the personal view for an EMPLOYEE, the admin view for others (attendance.md §6). */
export default function AttendancePage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canViewCompanyAttendance(policyActorOf(me)))
    return (
      <Suspense fallback={<ViewLoader />}>
        <PersonalAttendanceView />
      </Suspense>
    );
  return (
    <Suspense fallback={<ViewLoader />}>
      <AdminAttendanceView me={me} />
    </Suspense>
  );
}
