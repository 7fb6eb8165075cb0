import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { resetPasswordFormSchema } from "../../../../shared/auth/auth.schema";
import { zodFormValidate } from "../../../lib/formValidation";

type Props = { email: string; isSubmitting: boolean; onSubmit: (newPassword: string) => void };

/** The new password and its confirmation, checked in the browser before the token is spent. */
export function ResetPasswordForm({ email, isSubmitting, onSubmit }: Props) {
  const form = useForm({
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: zodFormValidate(resetPasswordFormSchema),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.newPassword))} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={26}>
            Choose a new password
          </Title>
          <Text c="dimmed" fz="sm">
            Resetting the password for{" "}
            <Text span fw={600} c="dark.7" inherit>
              {email}
            </Text>
          </Text>
        </Stack>
        <PasswordInput
          label="New password"
          description="At least 8 characters, with an uppercase letter, a lowercase letter and a number"
          autoComplete="new-password"
          data-autofocus
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" size="md" fullWidth loading={isSubmitting}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
