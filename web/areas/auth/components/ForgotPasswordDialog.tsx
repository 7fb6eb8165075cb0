import "../../../lib/allStyles";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMail } from "@tabler/icons-react";
import { useEffect } from "react";
import { forgotPasswordSchema } from "../../../../shared/auth/auth.schema";
import { zodFormValidate } from "../../../lib/formValidation";
import { showToast } from "../../../lib/toast";
import { useForgotPassword } from "../auth.queries";
import { forgotPasswordErrorToast, forgotPasswordSuccessToast } from "../forgotPasswordToast";

type Props = { opened: boolean; onClose: () => void; initialEmail: string };

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: Props) {
  const request = useForgotPassword();
  const form = useForm({ initialValues: { email: "" }, validate: zodFormValidate(forgotPasswordSchema) });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (opened) {
      setValues({ email: initialEmail });
      clearErrors();
    }
  }, [opened, initialEmail, setValues, clearErrors]);

  const submit = form.onSubmit((values) => {
    const email = forgotPasswordSchema.parse(values).email;
    request.mutate(email, {
      onSuccess: (result) => {
        showToast(forgotPasswordSuccessToast(result));
        onClose();
      },
      onError: (error) => showToast(forgotPasswordErrorToast(error)),
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Reset your password" centered radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            Enter the email address you sign in with and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            leftSection={<IconMail size={16} />}
            data-autofocus
            {...form.getInputProps("email")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
