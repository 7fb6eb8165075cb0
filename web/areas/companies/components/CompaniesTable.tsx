import { Badge, Group, Paper, Table, Text } from "@mantine/core";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";
import type { PayrollEnablementRequestDto } from "../../../../shared/payroll/payroll.schema";
import { CompanyLogo } from "../../../components/CompanyLogo";
import { PlanRequestNote } from "../../payroll/components/PlanRequestNote";
import { type CompanyActionHandlers, CompanyActions } from "./CompanyActions";
import { CompanyPlanBadge } from "./CompanyPlanBadge";

interface CompaniesTableProps extends CompanyActionHandlers {
  companies: CompanyListItem[];
  /** Each company's open payroll plan request, shown under its name with 'Enable payroll' (payroll.md §6.1). */
  planRequests?: ReadonlyMap<number, PayrollEnablementRequestDto>;
}

/** The table view: Logo, Name, Description, Users, Actions; it scrolls sideways on a narrow screen. */
export function CompaniesTable({ companies, planRequests, ...handlers }: CompaniesTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={72}>Logo</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={90}>Users</Table.Th>
              <Table.Th w={150}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td>
                  <CompanyLogo name={company.name} logo={company.logo} size={40} />
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {company.name}
                  </Text>
                  <Group gap={4} mt={4}>
                    {company.payrollEnabled && (
                      <Badge variant="light" color="teal" size="xs">
                        Payroll
                      </Badge>
                    )}
                    <CompanyPlanBadge company={company} />
                  </Group>
                  {planRequests?.has(company.id) && (
                    <PlanRequestNote request={planRequests.get(company.id)!} companyName={company.name} />
                  )}
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {company.description || "—"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={company.userCount > 0 ? "teal" : "gray"}>
                    {company.userCount}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <CompanyActions company={company} {...handlers} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
