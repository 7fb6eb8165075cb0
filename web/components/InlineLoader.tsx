import { Center, Group, Loader, Text } from "@mantine/core";

/** A small spinner with the screen's words (e.g. 'Loading...'), centred in the space the content will take. */
export function InlineLoader({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {text}
        </Text>
      </Group>
    </Center>
  );
}
