import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the right of the title, e.g. 'Edit Profile'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of the settings page: every tab is built from these. */
export function SettingsSection({ title, description, actions, children }: SettingsSectionProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: "md", sm: "xl" }} aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
