import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { changePasswordFormSchema } from "../../../../shared/users/users.schema";
import { TitledSection } from "../../../components/TitledSection";
import { zodFormValidate } from "../../../lib/formValidation";
import { showToast } from "../../../lib/toast";
import { serverFieldError } from "../serverFieldError";
import { useChangePassword } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change one's own password (docs/product/settings.md §3): the current one, a new one and its confirmation. */
export function ChangePasswordCard({ userId }: { userId: number }) {
  const change = useChangePassword(userId);
  const form = useForm({ initialValues: EMPTY, validate: zodFormValidate(changePasswordFormSchema) });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          showToast({ color: "teal", title: SETTINGS_TEXT.passwordChanged, message: undefined });
        },
        onError: (error) => {
          // The server names the field it refused (a wrong current password): show it there too.
          const refused = serverFieldError(error, "currentPassword");
          if (refused) form.setFieldError("currentPassword", refused);
          showToast({
            color: "red",
            title: SETTINGS_TEXT.passwordFailedTitle,
            message: SETTINGS_TEXT.passwordFailed,
          });
        },
      },
    );
  });

  return (
    <TitledSection
      title="Change Password"
      description="Signing in elsewhere ends when you change your password; this session stays open."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters, with upper and lower case letters and a number."
            {...form.getInputProps("newPassword")}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps("confirmPassword")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledSection>
  );
}
