import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";
import { AdminDashboard } from "../../dashboards/components/admin/AdminDashboard";
import { IndiaHiringBanner } from "./IndiaHiringBanner";

/** The company dashboard of an ADMIN, under the banner about global companies hiring in India. */
export function AdminHome({ user }: { user: UserDto }) {
  return (
    <>
      <PageHeading title="Company Dashboard" description={user.companyName ?? undefined} />
      <IndiaHiringBanner />
      <AdminDashboard companyId={user.companyId} companyName={user.companyName ?? ""} />
    </>
  );
}
