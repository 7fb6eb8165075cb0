import { useCurrentUser } from "../../../lib/auth";
import { AdminHome } from "../components/AdminHome";
import { EmployeeHome } from "../components/EmployeeHome";
import { SuperAdminHome } from "../components/SuperAdminHome";
import { WelcomeHome } from "../components/WelcomeHome";

/** / and /dashboard: the home of each role (spec 01 §2). */
export default function HomePage() {
  const { data: user } = useCurrentUser();
  switch (user?.role) {
    case "ADMIN":
      return <AdminHome user={user} />;
    case "EMPLOYEE":
      return <EmployeeHome user={user} />;
    case "SUPER_ADMIN":
      return <SuperAdminHome />;
    default:
      return <WelcomeHome />;
  }
}
