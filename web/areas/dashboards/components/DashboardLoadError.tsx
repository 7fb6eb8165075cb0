import { Button, EmptyState, Paper } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../../../lib/api";

interface DashboardLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** A line before the server's reason, e.g. spec 02's 'Failed to fetch dashboard data'. */
  lead?: string;
}

/** 'Failed to load dashboard data' (spec 01 §2, §8) with the reason and a retry. */
export function DashboardLoadError({ error, retrying, onRetry, lead }: DashboardLoadErrorProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }} role="alert">
      <EmptyState variant="light" color="red" icon={<IconAlertTriangle size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>Failed to load dashboard data</EmptyState.Title>
        <EmptyState.Description maw={480}>
          {lead ? `${lead}: ${errorMessage(error)}` : errorMessage(error)}
        </EmptyState.Description>
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
