import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useLogin } from "../../../lib/auth";
import { AUTH_TEXT } from "../authMessages";
import { describeLoginFailure } from "../loginFailure";

// The dialog's code (Modal, focus trap) loads on the first "Forgot password?", not with the sign-in page.
const ForgotPasswordDialog = lazy(() =>
  import("./ForgotPasswordDialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);

const loadValidation = () => import("../loginValidation");

type Field = "username" | "password";

/**
 * Two fields held in plain state rather than @mantine/form: the sign-in page is the first download of
 * every visit and stays within its budget (docs/ARCHITECTURE.md, Web). Like the other forms, a field's
 * error clears as soon as it is edited.
 */
function useLoginFields() {
  const [values, setValues] = useState<Record<Field, string>>({ username: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const inputProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  });
  return { values, setErrors, inputProps };
}

/** Sign-in with the e-mail address (the username) and password; a success goes to the home page. */
export function LoginForm({ onSwitchToSignup }: { onSwitchToSignup: () => void }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [isLocked, setIsLocked] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [forgotUsed, setForgotUsed] = useState(false);
  const form = useLoginFields();
  // The checks load once the form shows; a submit before they arrive waits for them.
  useEffect(() => void loadValidation(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.values;
    const { validateLogin, parseLogin } = await loadValidation();
    const errors = validateLogin(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(parseLogin(values), {
      onSuccess: () => navigate("/", { replace: true }),
      onError: (error) => {
        const failure = describeLoginFailure(error);
        setIsLocked(failure.isLocked);
        // The toast store loads with the first failure, not with the page (its first-download budget).
        void import("../../../lib/toast").then(({ showToast }) =>
          showToast({ color: "red", title: AUTH_TEXT.loginFailedTitle, message: failure.message }),
        );
      },
    });
  };

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            {...form.inputProps("username")}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              placeholder="Your password"
              {...form.inputProps("password")}
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
