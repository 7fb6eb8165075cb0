import { Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import { generateInitialsLogo } from "../../../../../shared/companies/companies.rules";
import { CompanyLogo } from "../../../../components/CompanyLogo";
import { useCompany } from "../../../companies/companies.queries";

interface WelcomeHeaderProps {
  firstName: string;
  companyId: number | null;
  companyName: string | null;
  today: string;
}

/** 'Welcome, {firstName}' beside the company's logo (a generated initials image when it has none). */
export function WelcomeHeader({ firstName, companyId, companyName, today }: WelcomeHeaderProps) {
  const company = useCompany(companyId);
  const name = company.data?.name ?? companyName ?? "";
  return (
    <Group gap="md" mb="lg" wrap="nowrap" align="center">
      {companyId !== null &&
        (company.isPending ? (
          <Skeleton h={56} w={56} radius="md" />
        ) : (
          <CompanyLogo name={name} logo={company.data?.logo || generateInitialsLogo(name)} size={56} />
        ))}
      <Stack gap={2} miw={0}>
        <Title order={1} size="h2">
          {`Welcome, ${firstName}`}
        </Title>
        <Text c="dimmed" size="sm" truncate>
          {[name, dayjs(today).format("dddd, D MMMM YYYY")].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
    </Group>
  );
}
