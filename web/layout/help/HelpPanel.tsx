import { Drawer, List, Stack, Text, Title } from "@mantine/core";
import type { HelpContent } from "./helpCatalogue";

interface HelpPanelProps {
  content: HelpContent;
  opened: boolean;
  onClose: () => void;
}

/** The right-side help drawer: title, description, titled sections and the support footer. */
export function HelpPanel({ content, opened, onClose }: HelpPanelProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      padding="lg"
      title={content.title}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      <Stack gap="lg">
        <Text c="dimmed">{content.description}</Text>
        {content.sections.map((section) => (
          <Stack key={section.title} gap={6}>
            <Title order={3} size="h6" c="teal.8">
              {section.title}
            </Title>
            <Text size="sm">{section.body}</Text>
            {section.points && (
              <List size="sm" spacing={4} withPadding>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text size="sm" c="dimmed" pt="md" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
          Can't find what you're looking for? Contact support for assistance.
        </Text>
      </Stack>
    </Drawer>
  );
}
