import { Paper, Skeleton, Stack, Text } from "@mantine/core";

/** Placeholder lines while a page of the log loads. */
export function SecurityLogSkeleton({ label }: { label: string }) {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label={label}>
      <Stack gap="md">
        <Skeleton height={24} radius="sm" width="100%" />
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={18} radius="sm" />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        {label}
      </Text>
    </Paper>
  );
}
