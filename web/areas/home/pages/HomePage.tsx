import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../../lib/auth";
import { WelcomeHome } from "../components/WelcomeHome";

// Each role's dashboard is its own chunk: the charts load only for the roles that show them.
const AdminHome = lazy(() => import("../components/AdminHome").then((m) => ({ default: m.AdminHome })));
const EmployeeHome = lazy(() =>
  import("../components/EmployeeHome").then((m) => ({ default: m.EmployeeHome })),
);
const SuperAdminHome = lazy(() =>
  import("../components/SuperAdminHome").then((m) => ({ default: m.SuperAdminHome })),
);

/** / and /dashboard: the home of each role (docs/product/dashboards.md §2). */
export default function HomePage() {
  const { data: user } = useCurrentUser();
  return <Suspense fallback={<DashboardLoader />}>{homeOf(user)}</Suspense>;
}

function homeOf(user: ReturnType<typeof useCurrentUser>["data"]) {
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

function DashboardLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
