import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface LeaveSectionProps {
  title: string;
  description?: ReactNode;
  /** Filters or buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of the leave screens. */
export function LeaveSection({ title, description, actions, children }: LeaveSectionProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: "md", sm: "lg" }} aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
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
