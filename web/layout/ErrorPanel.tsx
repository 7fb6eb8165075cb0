import { Button, CloseButton, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clearLoadErrors, useLoadErrors } from "../lib/loadErrors";
import { splitLoadErrors, summarizeLoadErrors } from "./loadErrorSummary";
import { refetchFailedLoads } from "./retryFailedLoads";

/** The fixed corner panel of failed data loads other than database outages (docs/product/README.md §4.3). */
export function ErrorPanel() {
  const client = useQueryClient();
  const errors = useLoadErrors();
  const failures = splitLoadErrors(errors).other;
  const latest = failures.at(-1) ?? null;
  // Closing hides the failures shown; a newer failure brings the panel back.
  const [closedAt, setClosedAt] = useState<Error | null>(null);
  const summary = summarizeLoadErrors(failures);
  if (!summary || latest === closedAt) return null;

  const tryAgain = () => {
    clearLoadErrors();
    void refetchFailedLoads(client);
  };

  return (
    <Paper
      role="alert"
      aria-label="Error"
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      right={16}
      w={360}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 300, borderLeft: "4px solid var(--mantine-color-red-6)" }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="red" variant="light" size="md" radius="xl">
              <IconAlertTriangle size={16} />
            </ThemeIcon>
            <Text fw={600}>Error</Text>
          </Group>
          <CloseButton aria-label="Close" size="sm" onClick={() => setClosedAt(latest)} />
        </Group>
        <Text size="sm" lineClamp={4} style={{ wordBreak: "break-word" }}>
          {summary.message}
        </Text>
        {summary.moreCount > 0 && (
          <Text size="xs" c="dimmed">
            {`+${summary.moreCount} more errors`}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={tryAgain}
          >
            Try Again
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
