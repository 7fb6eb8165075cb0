import { Card, Group, SimpleGrid, Skeleton } from "@mantine/core";

/** How many placeholder cards show while the job postings load. */
export const JOB_SKELETON_COUNT = 6;

/** Placeholder cards in the job grid's shape while the postings load. */
export function JobCardSkeletons({ count = JOB_SKELETON_COUNT }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="lg" padding="lg" aria-hidden data-testid="job-skeleton">
      <Skeleton height={16} width="65%" />
      <Group gap={6} mt="md">
        <Skeleton height={18} width={84} radius="sm" />
        <Skeleton height={18} width={64} radius="sm" />
        <Skeleton height={18} width={72} radius="sm" />
        <Skeleton height={18} width={80} radius="sm" />
      </Group>
      <Skeleton height={10} width="95%" mt="lg" />
      <Skeleton height={10} width="90%" mt={8} />
      <Skeleton height={10} width="55%" mt={8} />
      <Group gap={6} mt="lg">
        <Skeleton height={18} width={60} radius="sm" />
        <Skeleton height={18} width={76} radius="sm" />
        <Skeleton height={18} width={52} radius="sm" />
      </Group>
      <SimpleGrid cols={3} spacing="xs" mt="lg">
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
        <Skeleton height={44} radius="md" />
      </SimpleGrid>
      <Skeleton height={10} width="35%" mt="md" />
    </Card>
  ));
}
