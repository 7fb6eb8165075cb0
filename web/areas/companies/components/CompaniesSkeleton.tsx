import { Card, Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { CompaniesView } from "./CompaniesToolbar";

/** Placeholders in the shape of the chosen view while the companies load. */
export function CompaniesSkeleton({ view }: { view: CompaniesView }) {
  if (view === "table") {
    return (
      <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading companies">
        <Stack gap="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Group key={i} gap="md" wrap="nowrap">
              <Skeleton height={40} width={40} radius="md" />
              <Skeleton height={12} width="22%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={12} width="6%" />
            </Group>
          ))}
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading companies">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="70%" />
              <Skeleton height={10} width="35%" />
            </Stack>
          </Group>
          <Skeleton height={10} mt="lg" />
          <Skeleton height={10} mt={8} width="80%" />
          <Skeleton height={1} my="md" />
          <Skeleton height={10} width="50%" />
          <Skeleton height={10} mt={8} width="60%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
