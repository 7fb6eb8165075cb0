import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { LoginInput, UserDto } from "../../../../shared/auth/auth.schema";
import { apiRequest } from "../../../lib/api";
import { USER_KEY } from "../../../lib/auth";
import { AUTH_TEXT } from "../authMessages";
import { describeLoginFailure } from "../loginFailure";
import { TwoFactorStep } from "./TwoFactorStep";

// The dialog's code (Modal, focus trap) loads on the first "Forgot password?", not with the sign-in page.
const ForgotPasswordDialog = lazy(() =>
  import("./ForgotPasswordDialog").then((m) => ({ default: m.ForgotPasswordDialog })),
);

const loadValidation = () => import("../loginValidation");

// The sign-in calls live with the form: the sign-in page's first download is one chunk (vite.config.ts).
// Loaded only where answers are checked: the sign-in page's first download stays free of Zod.
const loginResultSchema = () =>
  import("../../../../shared/auth/two-factor.schema").then((m) => m.loginResultSchema);
const userDtoSchema = () => import("../../../../shared/auth/auth.schema").then((m) => m.userDtoSchema);

/**
 * What the password step answers: the user, or (two-factor sign-in on) a code is still needed, or
 * (required of the person, not set up) it must be set up first (accounts.md §3.2).
 */
type SignInResult = UserDto | { twoFactorRequired: true } | { twoFactorSetupRequired: true };

const needsSecondStep = (result: SignInResult): result is { twoFactorRequired: true } =>
  "twoFactorRequired" in result && result.twoFactorRequired === true;
const needsSetup = (result: SignInResult): result is { twoFactorSetupRequired: true } =>
  "twoFactorSetupRequired" in result;

/** The signed-in user replaces whatever was cached before (docs/product/accounts.md §5). */
function useSignedIn() {
  const client = useQueryClient();
  return (user: UserDto) => {
    client.clear();
    client.setQueryData(USER_KEY, user);
  };
}

/** POST /api/login: signs in at once, or starts a pending sign-in that waits for a code (accounts.md §3.1). */
function useSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput): Promise<SignInResult> =>
      apiRequest("POST", "/api/login", input, loginResultSchema),
    onSuccess: (result) => {
      if (!needsSecondStep(result) && !needsSetup(result)) signedIn(result);
    },
  });
}

/** POST /api/login/two-factor: the second step, with a code from the app or a recovery code. */
function useTwoFactorSignIn() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (code: string) => apiRequest("POST", "/api/login/two-factor", { code }, userDtoSchema),
    onSuccess: signedIn,
  });
}

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
  const login = useSignIn();
  const verify = useTwoFactorSignIn();
  const [isCodeStep, setIsCodeStep] = useState(false);
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
      onSuccess: (result) => {
        if (needsSecondStep(result)) setIsCodeStep(true);
        else navigate(needsSetup(result) ? "/two-factor-setup" : "/", { replace: true });
      },
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

  if (isCodeStep) {
    return <TwoFactorStep verify={verify} onBack={() => setIsCodeStep(false)} />;
  }

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
