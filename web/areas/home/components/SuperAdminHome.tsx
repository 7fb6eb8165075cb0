import { PageHeading } from "../../../components/PageHeading";
import { SuperAdminDashboardView } from "../../dashboards/components/superadmin/SuperAdminDashboardView";

/** The platform operator's dashboard (docs/product/dashboards.md §5). */
export function SuperAdminHome() {
  return (
    <>
      <PageHeading title="Super Admin Dashboard" description="The whole platform at a glance." />
      <SuperAdminDashboardView />
    </>
  );
}
