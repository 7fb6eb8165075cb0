import { Button, Group, Modal, ScrollArea } from "@mantine/core";
import { TermsContent } from "../../terms/TermsContent";

type Props = { opened: boolean; onClose: () => void; onAgree: () => void };

/** The Terms and Conditions over the signup form; "I agree" ticks the form's checkbox. */
export function TermsModal({ opened, onClose, onAgree }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Terms and Conditions"
      size="xl"
      radius="md"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 650, fontSize: "var(--mantine-font-size-lg)" } }}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <TermsContent />
      <Group justify="flex-end" mt="xl">
        <Button onClick={onAgree}>I agree</Button>
      </Group>
    </Modal>
  );
}
