import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  /** Buttons or filters at the right of the heading. */
  actions?: ReactNode;
}

/** The heading every page starts with: an h1 title, an optional line of context and actions. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
