import "../../../lib/allStyles";
import { Button, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/pageTitle";
import { useResetPassword, useValidateResetToken } from "../auth.queries";
import { AUTH_TEXT, RESET_REDIRECT_MS } from "../authMessages";
import { AuthShell } from "../components/AuthShell";
import { ResetPasswordForm } from "../components/ResetPasswordForm";
import { ResetStatus } from "../components/ResetStatus";
import { resetPageState } from "../resetPasswordState";
import { serverMessageOf } from "../serverMessage";

/** /reset-password?token=…: validate the link, take a new password, then send the user to sign in. */
export default function ResetPasswordPage() {
  usePageTitle(useLocation().pathname);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  const validation = useValidateResetToken(token);
  const reset = useResetPassword();
  const state = resetPageState({
    hasToken: token.length > 0,
    validation: validation.status,
    submission: reset.status,
  });

  useEffect(() => {
    if (state !== "success") return;
    const timer = setTimeout(() => navigate("/auth", { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const serverMessage = serverMessageOf(reset.error);

  return (
    <AuthShell>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
        {state === "validating" && (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Loader aria-label="Checking your reset link" />
            <Text c="dimmed" fz="sm">
              Checking your reset link…
            </Text>
          </Stack>
        )}

        {state === "invalid" && (
          <ResetStatus
            tone="danger"
            icon={<IconLinkOff size={32} />}
            title={AUTH_TEXT.resetInvalidTitle}
            actions={
              <Button component={Link} to="/auth" size="md" variant="light">
                Back to login
              </Button>
            }
          >
            {AUTH_TEXT.resetInvalidBody}
          </ResetStatus>
        )}

        {state === "form" && validation.data && (
          <ResetPasswordForm
            email={validation.data.email}
            isSubmitting={reset.isPending}
            onSubmit={(newPassword) => reset.mutate({ token, newPassword })}
          />
        )}

        {state === "success" && (
          <ResetStatus
            tone="success"
            icon={<IconCircleCheck size={34} />}
            title="Password reset successful"
            actions={
              <Button component={Link} to="/auth" replace size="md">
                Go to Login
              </Button>
            }
          >
            {reset.data?.message || "Your password has been changed."} Redirecting you to the login page…
          </ResetStatus>
        )}

        {state === "error" && (
          <ResetStatus
            tone="danger"
            icon={<IconAlertTriangle size={32} />}
            title="Password reset failed"
            actions={
              <>
                <Button size="md" onClick={() => reset.reset()}>
                  Try Again
                </Button>
                <Button component={Link} to="/auth" size="md" variant="subtle">
                  Back to login
                </Button>
              </>
            }
          >
            {AUTH_TEXT.resetFailed}
            {serverMessage && serverMessage !== AUTH_TEXT.resetFailed && (
              <Text component="span" display="block" mt="xs" fz="sm" c="red.8">
                {serverMessage}
              </Text>
            )}
          </ResetStatus>
        )}
      </Paper>
    </AuthShell>
  );
}
