import { Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconBuilding, IconUsers } from "@tabler/icons-react";
import { generateInitialsLogo } from "../../../../../shared/companies/companies.rules";
import { CompanyLogo } from "../../../../components/CompanyLogo";
import { useCompany } from "../../../companies/companies.queries";
import { SectionCard } from "../SectionCard";

interface CompanyOverviewCardProps {
  companyId: number;
  /** The name known from the signed-in user, shown while the company loads. */
  fallbackName: string;
  peopleCount: number;
}

/** Company Overview: the company's logo, name, description and how many people it has. */
export function CompanyOverviewCard({ companyId, fallbackName, peopleCount }: CompanyOverviewCardProps) {
  const company = useCompany(companyId);
  const name = company.data?.name ?? fallbackName;
  return (
    <SectionCard title="Company Overview" icon={<IconBuilding size={18} />} h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {company.isPending ? (
          <Skeleton h={56} w={56} radius="md" />
        ) : (
          <CompanyLogo name={name} logo={company.data?.logo || generateInitialsLogo(name)} size={56} />
        )}
        <Stack gap={4} miw={0}>
          <Text fw={700} size="lg" lh={1.2}>
            {name}
          </Text>
          {company.isPending ? (
            <Skeleton h={12} w={200} />
          ) : (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {company.data?.description || "No description yet."}
            </Text>
          )}
          <Group gap={6} mt={4} c="dimmed">
            <IconUsers size={16} />
            <Text size="sm">{`${peopleCount} ${peopleCount === 1 ? "person" : "people"}`}</Text>
          </Group>
        </Stack>
      </Group>
    </SectionCard>
  );
}
