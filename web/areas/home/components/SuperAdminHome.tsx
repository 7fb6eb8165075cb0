import { Paper, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingSkyscraper, IconCash, IconUsersGroup } from "@tabler/icons-react";
import { PageHeading } from "../../../components/PageHeading";

const TILES = [
  {
    icon: IconBuildingSkyscraper,
    title: "Companies",
    text: "Every company on the platform and its headcount.",
  },
  { icon: IconUsersGroup, title: "People", text: "Employees across all companies." },
  { icon: IconCash, title: "Money", text: "Payroll progress, income, expenses and net revenue." },
] as const;

/** The platform operator's dashboard (placeholder until the platform figures arrive). */
export function SuperAdminHome() {
  return (
    <>
      <PageHeading title="Super Admin Dashboard" description="The whole platform at a glance." />
      <Paper withBorder radius="lg" p="xl" mb="lg">
        <Title order={2} size="h4" mb={6}>
          Platform overview
        </Title>
        <Text c="dimmed" size="sm" maw={620}>
          Totals for companies, employees, payrolls this month and net revenue will appear here with their
          trends, alongside each company's headcount and the state of this month's payroll.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {TILES.map((tile) => (
          <Paper key={tile.title} withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <tile.icon size={20} />
            </ThemeIcon>
            <Text fw={600}>{tile.title}</Text>
            <Text size="sm" c="dimmed">
              {tile.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
