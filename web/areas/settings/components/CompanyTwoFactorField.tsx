import { Switch, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { CompanyDto } from "../../../../shared/companies/companies.schema";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { useUpdateCompany } from "../../companies/companies.queries";
import { SETTINGS_TEXT } from "../settingsText";
import { twoFactorKeys } from "../twoFactor.queries";

/**
 * Whether the company's ADMINs must sign in with a second factor (docs/product/accounts.md §3.2,
 * settings.md §4). Saved as soon as it is switched, through the company update.
 */
export function CompanyTwoFactorField({ company }: { company: CompanyDto }) {
  const update = useUpdateCompany();
  const client = useQueryClient();
  const pending = update.isPending ? update.variables?.patch.requireAdminTwoFactor : undefined;
  const checked = pending ?? company.requireAdminTwoFactor;

  const change = (requireAdminTwoFactor: boolean) =>
    update.mutate(
      { id: company.id, patch: { requireAdminTwoFactor } },
      {
        onSuccess: (saved) => {
          // The admin's own two-factor card says whether it is now required of them.
          void client.invalidateQueries({ queryKey: twoFactorKeys.all });
          showToast({
            color: "teal",
            title: SETTINGS_TEXT.companyUpdated,
            message: saved.requireAdminTwoFactor
              ? SETTINGS_TEXT.adminTwoFactorOn
              : SETTINGS_TEXT.adminTwoFactorOff,
          });
        },
        onError: (error) =>
          showToast({ color: "red", title: SETTINGS_TEXT.companyFailedTitle, message: errorMessage(error) }),
      },
    );

  return (
    <TitledSection title="Sign-in security" description={SETTINGS_TEXT.adminTwoFactorDescription}>
      <Switch
        label="Require two-factor sign-in for admins"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {SETTINGS_TEXT.adminTwoFactorHint}
      </Text>
    </TitledSection>
  );
}
