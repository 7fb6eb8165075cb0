import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface TitledSectionProps {
  title: string;
  description?: ReactNode;
  /** Buttons or filters at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card section: the settings tabs and the leave screens are built from these. */
export function TitledSection({ title, description, actions, children }: TitledSectionProps) {
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
