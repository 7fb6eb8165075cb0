import { Stack, Text } from "@mantine/core";

/** One figure of a dashboard card: the value large (optionally coloured) over its label, on a grey tile. */
export function FigureTile({
  label,
  value,
  color,
}: {
  label: string;
  value: string | number;
  color?: string;
}) {
  return (
    <Stack gap={0} p="xs" bg="gray.0" ta="center" style={{ borderRadius: "var(--mantine-radius-md)" }}>
      <Text fw={700} fz={22} c={color}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
    </Stack>
  );
}
