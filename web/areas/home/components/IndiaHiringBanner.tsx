import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconExternalLink, IconWorld } from "@tabler/icons-react";

const ARTICLE_URL = "https://www.ey.com/en_in/insights/workforce/why-global-companies-are-hiring-in-india";

/** The admins' banner about global companies hiring in India (docs/product/dashboards.md §2). */
export function IndiaHiringBanner() {
  return (
    <Paper
      radius="lg"
      p="lg"
      mb="lg"
      style={{
        background: "linear-gradient(120deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9))",
        color: "var(--mantine-color-white)",
      }}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="white" color="teal">
          <IconWorld size={24} />
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} size="lg">
            Why global companies are hiring in India
          </Text>
          <Text size="sm">
            Deep talent pools, strong technical skills and cost efficiency are drawing companies worldwide to
            build teams in India — no local entity needed when you hire through us.{" "}
            <Anchor
              href={ARTICLE_URL}
              target="_blank"
              rel="noopener noreferrer"
              c="white"
              fw={700}
              underline="always"
              inline
            >
              Read here
              <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: "-2px" }} aria-hidden />
            </Anchor>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
