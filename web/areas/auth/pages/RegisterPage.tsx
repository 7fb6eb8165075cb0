import "../../../lib/allStyles";
import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLinkOff } from "@tabler/icons-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { resetPasswordFormSchema } from "../../../../shared/auth/auth.schema";
import { isTwoFactorSetupRequired } from "../../../../shared/auth/two-factor.schema";
import { zodFormValidate } from "../../../lib/formValidation";
import { usePageTitle } from "../../../lib/pageTitle";
import { showToast } from "../../../lib/toast";
import { useRegister } from "../auth.queries";
import { AuthShell } from "../components/AuthShell";
import { ResetStatus } from "../components/ResetStatus";
import { serverMessageOf } from "../serverMessage";

/** /register?token=…: an invited person sets their password (and may correct their name), then is signed in. */
export default function RegisterPage() {
  usePageTitle(useLocation().pathname);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  const register = useRegister();
  const form = useForm({
    initialValues: { firstName: "", lastName: "", newPassword: "", confirmPassword: "" },
    validate: zodFormValidate(resetPasswordFormSchema),
  });

  if (!token) {
    return (
      <AuthShell>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
          <ResetStatus
            tone="danger"
            icon={<IconLinkOff size={32} />}
            title="Invalid invitation link"
            actions={
              <Button component={Link} to="/auth" size="md" variant="light">
                Back to login
              </Button>
            }
          >
            This invitation link is incomplete. Please ask your administrator for a new one.
          </ResetStatus>
        </Paper>
      </AuthShell>
    );
  }

  const submit = form.onSubmit((values) =>
    register.mutate(
      {
        token,
        password: values.newPassword,
        firstName: values.firstName.trim() || undefined,
        lastName: values.lastName.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          showToast({ title: "Welcome!", message: "Your account is ready.", color: "teal" });
          navigate(isTwoFactorSetupRequired(result) ? "/two-factor-setup" : "/", { replace: true });
        },
        onError: (error) =>
          showToast({
            title: "Registration failed",
            message: serverMessageOf(error) || "Please try again later.",
            color: "red",
          }),
      },
    ),
  );

  return (
    <AuthShell>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} fz={26}>
                Set up your account
              </Title>
              <Text c="dimmed" fz="sm">
                Your administrator has invited you. Choose a password to sign in; your name is optional if it
                is already right.
              </Text>
            </Stack>
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps("firstName")} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps("lastName")} />
            <PasswordInput
              label="New password"
              description="At least 8 characters, with an uppercase letter, a lowercase letter and a number"
              autoComplete="new-password"
              {...form.getInputProps("newPassword")}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              {...form.getInputProps("confirmPassword")}
            />
            <Button type="submit" size="md" fullWidth loading={register.isPending}>
              Create my account
            </Button>
          </Stack>
        </form>
      </Paper>
    </AuthShell>
  );
}
