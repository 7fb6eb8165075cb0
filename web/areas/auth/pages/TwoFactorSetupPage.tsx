import "../../../lib/allStyles";
import { Button, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconClockExclamation } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api";
import { usePageTitle } from "../../../lib/pageTitle";
import { showToast } from "../../../lib/toast";
import { AuthShell } from "../components/AuthShell";
import { ResetStatus } from "../components/ResetStatus";
import { useEnableAtSignIn, useSetupAtSignIn } from "../two-factor/setupAtSignIn.queries";
import { CodeForm, RecoveryCodesPanel, SetupKey } from "../two-factor/TwoFactorSetupParts";
import { TWO_FACTOR_TEXT } from "../two-factor/twoFactorText";

/**
 * /two-factor-setup (docs/product/accounts.md §3.2): the password was right, two-factor sign-in is
 * required of the person and not set up. They scan the key and confirm a code, which turns it on and
 * signs them in; the recovery codes show once, then Continue goes home. A pending sign-in that expired (or
 * none) says so and leads back to sign-in.
 */
export default function TwoFactorSetupPage() {
  usePageTitle(useLocation().pathname);
  const navigate = useNavigate();
  const setup = useSetupAtSignIn();
  const enable = useEnableAtSignIn();
  const [codes, setCodes] = useState<string[] | null>(null);
  const expired = setup.error instanceof ApiError && setup.error.status === 401;

  const confirm = (code: string) =>
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
      onError: (error) =>
        showToast({ color: "red", title: TWO_FACTOR_TEXT.failedTitle, message: errorMessage(error) }),
    });

  return (
    <AuthShell>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
        {setup.isPending ? (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Loader aria-label={TWO_FACTOR_TEXT.preparing} />
            <Text c="dimmed" fz="sm">
              {TWO_FACTOR_TEXT.preparing}
            </Text>
          </Stack>
        ) : setup.isError ? (
          <ResetStatus
            tone="danger"
            icon={<IconClockExclamation size={32} />}
            title={expired ? TWO_FACTOR_TEXT.setupExpired : TWO_FACTOR_TEXT.failedTitle}
            actions={
              <Button component={Link} to="/auth" size="md" variant="light">
                {TWO_FACTOR_TEXT.backToSignIn}
              </Button>
            }
          >
            {expired ? TWO_FACTOR_TEXT.setupExpiredBody : errorMessage(setup.error)}
          </ResetStatus>
        ) : (
          <Stack gap="md">
            <Title order={2} fz={22}>
              {TWO_FACTOR_TEXT.setupTitle}
            </Title>
            {codes ? (
              <RecoveryCodesPanel
                codes={codes}
                doneLabel={TWO_FACTOR_TEXT.continue}
                onDone={() => navigate("/", { replace: true })}
              />
            ) : (
              <>
                <Text fz="sm" c="dimmed">
                  {TWO_FACTOR_TEXT.setupBody}
                </Text>
                <SetupKey setup={setup.data}>
                  <CodeForm
                    label={TWO_FACTOR_TEXT.codeFromApp}
                    submitLabel={TWO_FACTOR_TEXT.confirm}
                    pending={enable.isPending}
                    onSubmit={confirm}
                  />
                </SetupKey>
                <Button component={Link} to="/auth" variant="subtle" size="compact-sm" w="fit-content">
                  {TWO_FACTOR_TEXT.backToSignIn}
                </Button>
              </>
            )}
          </Stack>
        )}
      </Paper>
    </AuthShell>
  );
}
