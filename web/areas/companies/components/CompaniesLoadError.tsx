import { Button, EmptyState, Paper } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../../../lib/api";

interface CompaniesLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The companies list could not be loaded: the reason and a way to try again. */
export function CompaniesLoadError({ error, retrying, onRetry }: CompaniesLoadErrorProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }} role="alert">
      <EmptyState variant="light" color="red" icon={<IconAlertTriangle size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>Companies could not be loaded</EmptyState.Title>
        <EmptyState.Description maw={460}>{errorMessage(error)}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={retrying}
            onClick={onRetry}
          >
            Try Again
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
