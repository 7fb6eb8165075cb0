import { Card, Group, Skeleton, Stack } from "@mantine/core";

/** Placeholder cards in the grid's shape while the people load. */
export function EmployeeCardSkeletons({ count = 6 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="lg" padding="lg" aria-hidden>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Skeleton height={52} circle />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={14} width="60%" />
          <Skeleton height={10} width="80%" />
          <Group gap={6}>
            <Skeleton height={18} width={64} radius="xl" />
            <Skeleton height={18} width={72} radius="xl" />
          </Group>
        </Stack>
      </Group>
      <Skeleton height={10} width="40%" mt="lg" />
      <Skeleton height={24} width={120} mt="lg" ml="auto" />
    </Card>
  ));
}
