import { Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";
import type { PayrollEnablementRequestDto } from "../../../../shared/payroll/payroll.schema";
import { CompanyLogo } from "../../../components/CompanyLogo";
import { PlanRequestNote } from "../../payroll/components/PlanRequestNote";
import { companyUserRoleColor, companyUserRoleLabel, moreUsersLabel } from "../companyCardUsers";
import { type CompanyActionHandlers, CompanyActions } from "./CompanyActions";
import { CompanyPlanBadge } from "./CompanyPlanBadge";

interface CompanyCardProps extends CompanyActionHandlers {
  company: CompanyListItem;
  /** The company's open payroll plan request, shown with a one-click 'Enable payroll' (payroll.md §6.1). */
  planRequest?: PayrollEnablementRequestDto;
}

/** One company in the cards view: its logo, name, description, first users, head count and actions. */
export function CompanyCard({ company, planRequest, ...handlers }: CompanyCardProps) {
  const more = moreUsersLabel(company.userCount, company.users.length);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="article" aria-label={company.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <CompanyLogo name={company.name} logo={company.logo} size={52} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={650} size="md" lh={1.3} lineClamp={2} title={company.name}>
            {company.name}
          </Text>
          {company.payrollEnabled && (
            <Badge variant="light" color="teal" size="xs" w="fit-content">
              Payroll enabled
            </Badge>
          )}
          <CompanyPlanBadge company={company} />
          {planRequest && <PlanRequestNote request={planRequest} companyName={company.name} />}
        </Stack>
      </Group>

      <Text size="sm" c="dimmed" mt="md" lineClamp={2} mih={42}>
        {company.description || "No description"}
      </Text>

      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="md" mb="xs">
        Users
      </Text>
      {company.users.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic" mb="md">
          No users yet
        </Text>
      ) : (
        <Stack gap={8} component="ul" m={0} p={0} mb="md" style={{ listStyle: "none" }}>
          {company.users.map((user) => {
            const name = `${user.firstName} ${user.lastName}`.trim();
            return (
              <Group key={user.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar size={28} radius="xl" color="initials" name={name} />
                  <Text size="sm" lineClamp={1}>
                    {name}
                  </Text>
                </Group>
                <Badge
                  size="xs"
                  variant="light"
                  color={companyUserRoleColor(user.role)}
                  style={{ flexShrink: 0 }}
                >
                  {companyUserRoleLabel(user.role)}
                </Badge>
              </Group>
            );
          })}
          {more && (
            <Text component="li" size="xs" c="dimmed" fw={500} pl={40}>
              {more}
            </Text>
          )}
        </Stack>
      )}

      <Card.Section withBorder inheritPadding py={8} mt="auto" bg="gray.0">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconUsers size={16} />
            <Text size="sm">
              {company.userCount} {company.userCount === 1 ? "user" : "users"}
            </Text>
          </Group>
          <CompanyActions company={company} {...handlers} />
        </Group>
      </Card.Section>
    </Card>
  );
}
