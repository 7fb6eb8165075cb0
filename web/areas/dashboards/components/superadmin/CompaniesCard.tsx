import { Anchor, Avatar, Badge, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { IconBuildingSkyscraper } from "@tabler/icons-react";
import { Link } from "react-router";
import { initialsOf } from "../../../../../shared/companies/companies.rules";
import type { SuperAdminDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { topCompanies } from "../../companyRanking";
import { BarChart } from "../LazyCharts";
import { SectionCard } from "../SectionCard";

type CompanyRow = SuperAdminDashboard["companies"][number];

/** Every company with its head count ('No companies found' when none), and the ten largest as a bar chart. */
export function CompaniesCard({ companies }: { companies: CompanyRow[] }) {
  const top = topCompanies(companies, 10);
  return (
    <SectionCard
      title="Companies"
      icon={<IconBuildingSkyscraper size={18} />}
      h="100%"
      action={
        <Anchor component={Link} to="/companies" size="sm" fw={600}>
          Manage companies
        </Anchor>
      }
    >
      {companies.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          No companies found
        </Text>
      ) : (
        <Stack gap="lg">
          <BarChart
            h={Math.max(140, top.length * 36)}
            data={top}
            dataKey="name"
            orientation="vertical"
            series={[{ name: "employeeCount", label: "Employees", color: "teal.6" }]}
            yAxisProps={{ width: 120 }}
            gridAxis="none"
            tickLine="none"
            maxBarWidth={22}
            withBarValueLabel
            valueFormatter={(value) => String(value)}
            valueLabelProps={{ position: "insideRight", fill: "white", fontWeight: 700 }}
            withXAxis={false}
            aria-label="Employees per company (top 10)"
          />
          <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Companies">
              {companies.map((company, index) => (
                <Group
                  key={company.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  py="xs"
                  style={index > 0 ? { borderTop: "1px solid var(--mantine-color-gray-2)" } : undefined}
                >
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar size={32} radius="md" color="teal" variant="light">
                      {initialsOf(company.name)}
                    </Avatar>
                    <Text size="sm" fw={600} truncate>
                      {company.name}
                    </Text>
                  </Group>
                  <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                    {`${company.employeeCount} ${company.employeeCount === 1 ? "employee" : "employees"}`}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </SectionCard>
  );
}
