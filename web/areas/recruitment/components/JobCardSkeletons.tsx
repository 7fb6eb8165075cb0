import { Card, Skeleton } from "@mantine/core";

/** How many placeholder cards show while the job postings load. */
export const JOB_SKELETON_COUNT = 6;

/**
 * Placeholder cards in the job grid's shape while the postings load: the title, the row of badges, two
 * lines of description, the row of skills, the three figures and the date, a bar each. A bar is a
 * compositing layer with its own animation, so a card draws seven, not one per badge (fifteen: the page's
 * first paint carried 90, and a phone laid out and painted them all before the postings arrived).
 */
export function JobCardSkeletons({ count = JOB_SKELETON_COUNT }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <Card key={index} withBorder radius="lg" padding="lg" aria-hidden data-testid="job-skeleton">
      <Skeleton height={16} width="65%" />
      <Skeleton height={18} width="80%" radius="sm" mt="md" />
      <Skeleton height={10} width="95%" mt="lg" />
      <Skeleton height={10} width="60%" mt={8} />
      <Skeleton height={18} width="55%" radius="sm" mt="lg" />
      <Skeleton height={44} radius="md" mt="lg" />
      <Skeleton height={10} width="35%" mt="md" />
    </Card>
  ));
}
