import { Box, Grid, Group, Progress, Stack, Text } from "@mantine/core";
import { IconSitemap } from "@tabler/icons-react";
import { formatPercent } from "../../dashboardFormat";
import { departmentColor, departmentShares } from "../../departmentShares";
import { DonutChart } from "../LazyCharts";
import { SectionCard } from "../SectionCard";

/** Departments: people per department with their share of the total, as a donut and a list. */
export function DepartmentsTab({ departments }: { departments: Record<string, number> }) {
  const shares = departmentShares(departments);
  if (shares.length === 0) {
    return (
      <SectionCard title="Employees by Department" icon={<IconSitemap size={18} />}>
        <Text size="sm" c="dimmed" ta="center" py="md">
          No employees yet.
        </Text>
      </SectionCard>
    );
  }
  const total = shares.reduce((sum, share) => sum + share.count, 0);
  const chartData = shares.map((share, index) => ({
    name: share.name,
    value: share.count,
    color: departmentColor(index),
  }));
  return (
    <SectionCard title="Employees by Department" icon={<IconSitemap size={18} />}>
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box mx="auto" w="fit-content">
            <DonutChart
              data={chartData}
              size={200}
              thickness={28}
              chartLabel={`${total} ${total === 1 ? "person" : "people"}`}
              tooltipDataSource="segment"
              aria-label="Employees by department"
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {shares.map((share, index) => (
              <Box component="li" key={share.name}>
                <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                  <Group gap={8} wrap="nowrap" miw={0}>
                    <Box
                      w={10}
                      h={10}
                      style={{ borderRadius: 3, flexShrink: 0 }}
                      bg={departmentColor(index)}
                    />
                    <Text size="sm" fw={500} truncate>
                      {share.name}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                    {`${share.count} · ${formatPercent(share.percent)}`}
                  </Text>
                </Group>
                <Progress
                  value={share.percent}
                  color={departmentColor(index)}
                  size="sm"
                  radius="xl"
                  aria-label={`${share.name}: ${formatPercent(share.percent)}`}
                />
              </Box>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}
