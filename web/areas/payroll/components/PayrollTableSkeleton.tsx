import { Paper, Skeleton, Stack, Text } from "@mantine/core";

/** Placeholder rows while the payroll records load. */
export function PayrollTableSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading payroll records">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={20} radius="sm" />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Loading payroll records...
      </Text>
    </Paper>
  );
}
