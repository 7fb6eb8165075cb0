import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { CandidateCounts } from "../../../../shared/recruitment/jobs.schema";

const STAGES = [
  { key: "new", label: "New", color: "blue" },
  { key: "inProcess", label: "In Process", color: "orange" },
  { key: "success", label: "Success", color: "teal" },
] as const;

/** A job's candidates by stage: New / In Process / Success (docs/product/recruitment.md §4). */
export function JobCandidateCounts({ counts }: { counts: CandidateCounts }) {
  return (
    <SimpleGrid cols={3} spacing="xs" role="list" aria-label="Candidates by stage">
      {STAGES.map((stage) => (
        <Paper
          key={stage.key}
          role="listitem"
          radius="md"
          py={6}
          px="xs"
          ta="center"
          bg={`var(--mantine-color-${stage.color}-light)`}
          aria-label={`${stage.label}: ${counts[stage.key]}`}
        >
          <Text fz="lg" fw={700} lh={1.2} c={`${stage.color}.8`}>
            {counts[stage.key]}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {stage.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
