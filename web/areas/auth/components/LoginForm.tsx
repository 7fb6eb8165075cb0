import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { loginSchema } from "../../../../shared/auth/auth.schema";
import { useLogin } from "../../../lib/auth";
import { zodFormValidate } from "../../../lib/formValidation";
import { showToast } from "../../../lib/toast";
import { AUTH_TEXT } from "../authMessages";
import { describeLoginFailure } from "../loginFailure";

// The dialog's code (Modal, focus trap) loads on the first "Forgot password?", not with the sign-in page.
const ForgotPasswordDialog = lazy(() =>
  import("./ForgotPasswordDialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** Sign-in with the e-mail address (the username) and password; a success goes to the home page. */
export function LoginForm({ onSwitchToSignup }: { onSwitchToSignup: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [isLocked, setIsLocked] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const form = useForm({
    initialValues: { username: "", password: "" },
    validate: zodFormValidate(loginSchema),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(loginSchema.parse(values), {
      onSuccess: () => navigate("/", { replace: true }),
      onError: (error) => {
        const failure = describeLoginFailure(error);
        setIsLocked(failure.isLocked);
        showToast({ color: "red", title: AUTH_TEXT.loginFailedTitle, message: failure.message });
      },
    });
  });

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            {...form.getInputProps("username")}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              placeholder="Your password"
              {...form.getInputProps("password")}
            />
            <Group justify="flex-end">
              <Anchor
                component="button"
                type="button"
                fz="sm"
                onClick={() => {
                  setForgotUsed(true);
                  setForgotOpen(true);
                }}
              >
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          {isLocked && (
            <Alert color="red" variant="light" icon={<IconLock />} radius="md">
              <Text fz="sm" c="red.9">
                {AUTH_TEXT.lockedHint}
              </Text>
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Sign in
          </Button>
          <Text fz="sm" c="dimmed" ta="center">
            New to the platform?{" "}
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={onSwitchToSignup}>
              Register your company
            </Anchor>
          </Text>
        </Stack>
      </form>
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            opened={forgotOpen}
            onClose={() => setForgotOpen(false)}
            initialEmail={form.values.username.trim()}
          />
        </Suspense>
      )}
    </>
  );
}
