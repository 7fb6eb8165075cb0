import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_TEXT } from "../authMessages";
import { describeLoginFailure } from "../loginFailure";

/**
 * The sign-in's second step (docs/product/accounts.md §3.1): a code from the authenticator app or a
 * recovery code. Small and loaded with the form (0.1 KB gzip): a lazy chunk of it tripped Rolldown's
 * chunking of the sign-in page.
 */
export function TwoFactorStep({
  verify,
  onBack,
}: {
  /** POST /api/login/two-factor, held by the sign-in form. */
  verify: UseMutationResult<unknown, Error, string>;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError("Code is required");
      return;
    }
    verify.mutate(code.trim(), {
      onSuccess: () => navigate("/", { replace: true }),
      onError: (failure) => {
        const { message } = describeLoginFailure(failure);
        setCode("");
        void import("../../../lib/toast").then(({ showToast }) =>
          showToast({ color: "red", title: AUTH_TEXT.loginFailedTitle, message }),
        );
        // An expired or locked sign-in starts again from the password.
        if (/expired|locked/i.test(message)) onBack();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>Two-factor sign-in</Text>
        <Text fz="sm" c="dimmed">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </Text>
        <TextInput
          label="Code"
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
          autoFocus
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        <Anchor component="button" type="button" fz="sm" ta="center" onClick={onBack}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
