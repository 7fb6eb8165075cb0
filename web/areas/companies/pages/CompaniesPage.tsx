import { IconBuildingSkyscraper } from "@tabler/icons-react";
import { AccessDenied } from "../../../components/AccessDenied";
import { PlaceholderPage } from "../../../components/PlaceholderPage";
import { useCurrentUser } from "../../../lib/auth";

/** /companies: super admins only (spec 01 §2); everyone else sees 'Access Denied'. */
export default function CompaniesPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== "SUPER_ADMIN") return <AccessDenied />;
  return (
    <PlaceholderPage
      title="Companies"
      description="Every company on the platform."
      comingSoon="Add, search and edit companies, manage their users and switch payroll on per company."
      icon={<IconBuildingSkyscraper size={28} stroke={1.6} />}
    />
  );
}
