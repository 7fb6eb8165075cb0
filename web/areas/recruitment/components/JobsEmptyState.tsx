import { Button, EmptyState, Paper } from "@mantine/core";
import { IconBriefcase, IconPlus } from "@tabler/icons-react";
import { JOB_TEXT } from "../jobTexts";

/** No job postings yet (docs/product/recruitment.md §6.1), with 'Add New Job' at hand. */
export function JobsEmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconBriefcase size={28} stroke={1.6} />}>
        <EmptyState.Description maw={480}>{JOB_TEXT.empty}</EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {JOB_TEXT.addJob}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
