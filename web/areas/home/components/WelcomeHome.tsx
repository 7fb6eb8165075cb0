import { List, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";

/** The welcome text for a signed-in person whose role has no dashboard of its own. */
export function WelcomeHome() {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <Title order={1} size="h2" mb="sm">
        Hire and manage talent in India — without a local entity
      </Title>
      <Text c="dimmed" mb="lg" maw={680}>
        We are your employer of record: publish jobs, hire the right people and employ them on compliant
        contracts, while we take care of payroll, leave and attendance.
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>Compliant employment contracts under Indian law</List.Item>
        <List.Item>Monthly payroll and payslips in rupees</List.Item>
        <List.Item>Leave, attendance and holidays in one place</List.Item>
        <List.Item>Free job postings with a success fee only when you hire</List.Item>
      </List>
    </Paper>
  );
}
