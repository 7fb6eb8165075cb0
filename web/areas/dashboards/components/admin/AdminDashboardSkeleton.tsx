import { Grid, Paper, Skeleton } from "@mantine/core";
import { StatCardsSkeleton } from "../StatCard";

/** The company dashboard's shape while it loads. */
export function AdminDashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading dashboard">
      <StatCardsSkeleton />
      <Skeleton h={36} w={360} maw="100%" mb="md" radius="md" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p="lg">
            <Skeleton h={16} w="40%" mb="md" />
            <Skeleton h={120} radius="md" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p="lg">
            <Skeleton h={16} w="40%" mb="md" />
            <Skeleton h={120} radius="md" />
          </Paper>
        </Grid.Col>
      </Grid>
    </div>
  );
}
