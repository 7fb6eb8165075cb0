import { Card, Group, Skeleton, Stack } from "@mantine/core";

/** How many placeholder cards show while the holidays load (docs/product/holidays.md §6). */
export const HOLIDAY_SKELETON_COUNT = 6;

/** Placeholder cards in the grid's shape while the holidays load. */
export function HolidayCardSkeletons({ count = HOLIDAY_SKELETON_COUNT }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="lg" padding="lg" aria-hidden data-testid="holiday-skeleton">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Skeleton height={56} width={56} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={14} width="55%" />
          <Skeleton height={10} width="80%" />
          <Group gap={6}>
            <Skeleton height={18} width={72} radius="xl" />
            <Skeleton height={18} width={80} radius="xl" />
          </Group>
        </Stack>
      </Group>
      <Skeleton height={10} width="90%" mt="lg" />
      <Skeleton height={10} width="60%" mt={8} />
    </Card>
  ));
}
