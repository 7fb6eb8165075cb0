import { Alert, Anchor, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconBuildingSkyscraper } from "@tabler/icons-react";
import { Link } from "react-router";
import { isSuperAdmin } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { TitledSection } from "../../../components/TitledSection";
import { policyActorOf } from "../../../lib/policyActor";
import { useCompany } from "../../companies/companies.queries";
import { SETTINGS_TEXT } from "../settingsText";
import { CompanyBrandingCard } from "./CompanyBrandingCard";
import { CompanyTimezoneField } from "./CompanyTimezoneField";
import { CompanyTwoFactorField } from "./CompanyTwoFactorField";

/** Company Settings acts on the user's own company (docs/product/settings.md §4). */
export function CompanySettingsPanel({ user }: { user: UserDto }) {
  if (user.companyId === null) {
    if (isSuperAdmin(policyActorOf(user))) {
      return (
        <TitledSection title="Company">
          <Alert variant="light" color="teal" icon={<IconBuildingSkyscraper size={18} />}>
            <Text size="sm">
              As a system administrator you have no company of your own. You can manage every company on the{" "}
              <Anchor component={Link} to="/companies" size="sm" fw={600}>
                Companies
              </Anchor>{" "}
              page.
            </Text>
          </Alert>
        </TitledSection>
      );
    }
    return (
      <Alert
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={SETTINGS_TEXT.companyIdMissing}
      />
    );
  }
  return <OwnCompany companyId={user.companyId} />;
}

function OwnCompany({ companyId }: { companyId: number }) {
  const { data: company, isPending, isError } = useCompany(companyId);
  if (isPending) {
    return (
      <TitledSection title="Company">
        <Stack gap="md" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={90} />
        </Stack>
      </TitledSection>
    );
  }
  if (isError || !company) {
    return (
      <Alert
        variant="light"
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title="Failed to fetch company details"
      />
    );
  }
  return (
    <Stack gap="lg">
      <CompanyBrandingCard key={company.id} company={company} />
      <CompanyTimezoneField key={company.id} company={company} />
      <CompanyTwoFactorField company={company} />
    </Stack>
  );
}
