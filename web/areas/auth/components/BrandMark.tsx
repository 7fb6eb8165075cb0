import { Box, Group, Text } from "@mantine/core";

export const PRODUCT_NAME = "HR Platform";

/** The product's mark (the favicon's "HR" tile) and name; `inverted` for teal backgrounds. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <Box
        w={36}
        h={36}
        bg={inverted ? "white" : "teal.9"}
        c={inverted ? "teal.9" : "white"}
        fw={800}
        fz={15}
        style={{ borderRadius: 10, display: "grid", placeItems: "center", letterSpacing: 0.5 }}
        aria-hidden
      >
        HR
      </Box>
      <Text fw={700} fz="lg" c={inverted ? "white" : "dark.8"}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
