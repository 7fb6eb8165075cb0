import { Alert, Button, Group, Switch, Text } from "@mantine/core";
import { IconDatabaseOff, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useLoadErrors } from "../lib/loadErrors";
import { nextCountdown, splitLoadErrors } from "./loadErrorSummary";
import { isDatabaseBack, refetchFailedLoads, syncLoadErrors } from "./retryFailedLoads";

const RETRY_INTERVAL_SECONDS = 5;

interface DatabaseBannerProps {
  /** Show even before a failure is reported, e.g. while the current user's load is retrying a 503. */
  forced?: boolean;
}

/** The database-connection alert of docs/product/README.md §4.3: auto-retry every 5 s, or at once. */
export function DatabaseBanner({ forced = false }: DatabaseBannerProps) {
  const client = useQueryClient();
  const errors = useLoadErrors();
  const visible = forced || splitLoadErrors(errors).database.length > 0;
  const [autoRetry, setAutoRetry] = useState(true);
  const [retrying, setRetrying] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(RETRY_INTERVAL_SECONDS);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      if (await isDatabaseBack()) {
        await refetchFailedLoads(client);
        syncLoadErrors(client);
      }
    } finally {
      setRetrying(false);
      setSecondsLeft(RETRY_INTERVAL_SECONDS);
    }
  }, [client]);

  useEffect(() => {
    if (visible) setSecondsLeft(RETRY_INTERVAL_SECONDS);
  }, [visible]);

  useEffect(() => {
    if (!visible || !autoRetry || retrying) return;
    const timer = setTimeout(() => {
      const next = nextCountdown(secondsLeft, RETRY_INTERVAL_SECONDS);
      setSecondsLeft(next.secondsLeft);
      if (next.retryNow) void retry();
    }, 1000);
    return () => clearTimeout(timer);
  }, [visible, autoRetry, retrying, secondsLeft, retry]);

  if (!visible) return null;

  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconDatabaseOff size={20} />}
      title="Database Connection Issue"
    >
      <Text size="sm">
        We're having trouble connecting to the database. This is usually temporary and resolves automatically.
      </Text>
      <Group mt="sm" gap="md" justify="space-between">
        <Group gap="md">
          <Switch
            size="sm"
            color="orange"
            label="Auto-retry"
            checked={autoRetry}
            onChange={(event) => {
              setAutoRetry(event.currentTarget.checked);
              setSecondsLeft(RETRY_INTERVAL_SECONDS);
            }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {retrying
              ? "Checking the connection…"
              : autoRetry
                ? `Retrying in ${secondsLeft} second${secondsLeft === 1 ? "" : "s"}`
                : "Auto-retry is paused"}
          </Text>
        </Group>
        <Button
          size="xs"
          color="orange"
          variant="filled"
          leftSection={<IconRefresh size={14} />}
          disabled={retrying}
          onClick={() => void retry()}
        >
          {retrying ? "Reconnecting..." : "Try Again Now"}
        </Button>
      </Group>
    </Alert>
  );
}
