import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../../../lib/api";

type LoadErrorNoticeProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
};

/** An inline failure of this page's load, with the server's words and a retry. */
export function LoadErrorNotice({ title, error, onRetry, retrying }: LoadErrorNoticeProps) {
  return (
    <Alert color="red" variant="light" radius="lg" title={title} icon={<IconAlertTriangle size={18} />}>
      <Group justify="space-between" align="center" gap="md">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          Try Again
        </Button>
      </Group>
    </Alert>
  );
}
