import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconMail, IconMailForward, IconSettings } from "@tabler/icons-react";
import { Link } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { useCompany } from "../../companies/companies.queries";
import { fullNameOf, roleColor, roleLabel } from "../userDisplay";

/**
 * The employee-facing view of /employees: employees cannot list people, so they see who they are
 * on the platform and their company, with the way to Settings to change their details.
 */
export function MyProfileView({ me }: { me: UserDto }) {
  const name = fullNameOf(me);
  return (
    <>
      <PageHeading title="My Profile" description="How you appear to your company" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="xl">
          <Group wrap="nowrap" gap="lg" align="center">
            <Avatar name={name} color="initials" size={72} radius="xl" />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h3">
                {name}
              </Title>
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="sm" c="dimmed" truncate="end">
                  {me.username}
                </Text>
              </Group>
              <Group gap={6} mt={4}>
                <Badge variant="light" color={roleColor(me.role)}>
                  {roleLabel(me.role)}
                </Badge>
                {me.isVerified ? (
                  <Badge variant="light" color="green" leftSection={<IconCircleCheck size={12} />}>
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="light" color="yellow" leftSection={<IconMailForward size={12} />}>
                    Email not verified
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed" mt="lg">
            To change your name, email address or password, open Settings.
          </Text>
          <Group mt="md">
            <Button component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
              Go to Settings
            </Button>
          </Group>
        </Card>
        <CompanyCard companyId={me.companyId} fallbackName={me.companyName} />
      </SimpleGrid>
    </>
  );
}

function CompanyCard({ companyId, fallbackName }: { companyId: number | null; fallbackName: string | null }) {
  const company = useCompany(companyId);
  if (companyId === null)
    return (
      <Card withBorder radius="lg" padding="xl">
        <Text c="dimmed">You are not part of a company yet.</Text>
      </Card>
    );
  if (company.isError) return <LoadError title="Could not load your company" query={company} />;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb="sm">
        Your company
      </Text>
      {company.isPending ? (
        <Group wrap="nowrap" gap="lg">
          <Skeleton height={64} width={64} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={16} width="50%" />
            <Skeleton height={10} width="90%" />
          </Stack>
        </Group>
      ) : (
        <Group wrap="nowrap" gap="lg" align="flex-start">
          <Image
            src={company.data.logo}
            alt={`${company.data.name} logo`}
            w={64}
            h={64}
            radius="md"
            fit="contain"
            bg="gray.0"
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {company.data.name || fallbackName}
            </Title>
            <Text size="sm" c="dimmed">
              {company.data.description || "No description yet."}
            </Text>
          </Stack>
        </Group>
      )}
    </Card>
  );
}
