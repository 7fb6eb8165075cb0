import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { JOB_POSTING_PROMO } from "../jobTexts";

/** The free-posting promo of /recruitment (docs/product/recruitment.md §6.1, §8). */
export function JobPostingPromo() {
  return (
    <Paper
      component="section"
      aria-label={JOB_POSTING_PROMO.title}
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      mb="lg"
      bg="var(--mantine-color-teal-light)"
      bd="1px solid var(--mantine-color-teal-2)"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="md" color="teal" variant="filled" aria-hidden>
          <IconSparkles size={22} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {JOB_POSTING_PROMO.title}
          </Title>
          <Text size="sm">{JOB_POSTING_PROMO.body}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
