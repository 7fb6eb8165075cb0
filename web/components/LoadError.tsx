import { Alert, Button, EmptyState, Group, Paper, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../lib/api";

/** The failed query itself: its error, a refetch and whether one is under way. */
type FailedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

type LoadErrorProps = {
  /** The screen's own words, e.g. 'Could not load employees' or 'Failed to load dashboard data'. */
  title: string;
} & (
  | { query: FailedQuery; error?: never; onRetry?: never; retrying?: never }
  | { query?: never; error: unknown; onRetry: () => void; retrying: boolean }
) & {
    /** A line before the server's reason, e.g. 'Failed to fetch dashboard data'. */
    lead?: string;
    /** `panel`: the whole screen's content failed; `inline`: one part of a screen (a notice in place). */
    variant?: "panel" | "inline";
  };

/**
 * A failed load of a screen or part of one: its title, the server's reason and 'Try Again'. Give the
 * failed `query`, or for several loads at once the `error`, `onRetry` and `retrying` yourself.
 */
export function LoadError(props: LoadErrorProps) {
  const { title, lead, variant = "inline" } = props;
  const error = props.query ? props.query.error : props.error;
  const retrying = props.query ? props.query.isFetching : props.retrying;
  const onRetry = props.query ? () => void props.query.refetch() : props.onRetry;
  const reason = lead ? `${lead}: ${errorMessage(error)}` : errorMessage(error);
  if (variant === "inline")
    return (
      <Alert color="red" variant="light" radius="lg" title={title} icon={<IconAlertTriangle size={18} />}>
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm">{reason}</Text>
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
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }} role="alert">
      <EmptyState variant="light" color="red" icon={<IconAlertTriangle size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description maw={480}>{reason}</EmptyState.Description>
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
