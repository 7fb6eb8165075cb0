import { Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { type EmailTestValues, emailTestOutcome, isEmailTestComplete } from "../emailTest.rules";
import { useSendTestEmail } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";

/** Sends a test e-mail through the configured mail transport (docs/product/settings.md §7). */
export function EmailTestCard() {
  const send = useSendTestEmail();
  const form = useForm<EmailTestValues>({ initialValues: { to: "", subject: "", message: "" } });

  const submit = form.onSubmit((values) => {
    if (!isEmailTestComplete(values)) {
      showToast({
        color: "orange",
        title: SETTINGS_TEXT.missingInfoTitle,
        message: SETTINGS_TEXT.missingInfo,
      });
      return;
    }
    send.mutate(
      { to: values.to.trim(), subject: values.subject.trim(), message: values.message.trim() },
      {
        onSuccess: (result) => {
          const outcome = emailTestOutcome(result);
          showToast({ color: outcome.ok ? "teal" : "red", title: outcome.title, message: outcome.message });
        },
        onError: (error) => {
          const outcome = emailTestOutcome({ success: false, error: errorMessage(error, "Unknown error") });
          showToast({ color: "red", title: outcome.title, message: outcome.message });
        },
      },
    );
  });

  return (
    <TitledSection
      title="Email Test"
      description="Check that the platform can deliver e-mail by sending a message to any address."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={640}>
          <TextInput
            label="Recipient"
            type="email"
            placeholder="name@example.com"
            withAsterisk
            {...form.getInputProps("to")}
          />
          <TextInput
            label="Subject"
            placeholder="Test e-mail"
            withAsterisk
            {...form.getInputProps("subject")}
          />
          <Textarea
            label="Message"
            placeholder="This is a test message."
            autosize
            minRows={4}
            maxRows={10}
            withAsterisk
            {...form.getInputProps("message")}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              Send Test Email
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledSection>
  );
}
