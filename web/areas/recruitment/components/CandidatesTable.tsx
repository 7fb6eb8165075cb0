import { ActionIcon, Anchor, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IconCalculator, IconFileText, IconPencil, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { formatCtc, formatExperience, formatRating } from "../candidateDisplay";
import { CandidateStatusBadge } from "./CandidateStatusBadge";

export type CandidateActionHandlers = {
  onEdit: (candidate: CandidateDto) => void;
  onDelete: (candidate: CandidateDto) => void;
  onPlayVideo: (candidate: CandidateDto) => void;
  /** Opens the candidate's 'Cost to hire' (docs/product/recruitment.md §6.5). */
  onCostToHire: (candidate: CandidateDto) => void;
};

type CandidatesTableProps = CandidateActionHandlers & {
  candidates: readonly CandidateDto[];
  /** The company of each row, when the list spans companies (a SUPER_ADMIN's 'All Companies'). */
  companyNameOf?: (companyId: number) => string | undefined;
};

/**
 * The table view of /candidates (docs/product/recruitment.md §6.3): name, job position, experience,
 * expected CTC, join timeframe, rating out of 10, status, files (CV, intro video) and actions. It
 * scrolls sideways on a narrow screen.
 */
export function CandidatesTable({
  candidates,
  companyNameOf,
  onEdit,
  onDelete,
  onPlayVideo,
  onCostToHire,
}: CandidatesTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th miw={130}>Name</Table.Th>
              <Table.Th miw={140}>Job Position</Table.Th>
              <Table.Th>Experience</Table.Th>
              <Table.Th>Expected CTC</Table.Th>
              <Table.Th miw={100}>Join Timeframe</Table.Th>
              <Table.Th>Rating</Table.Th>
              <Table.Th miw={190}>Status</Table.Th>
              <Table.Th>Files</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {candidates.map((candidate) => (
              <Table.Tr key={candidate.id}>
                <Table.Td>
                  <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
                    {candidate.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{candidate.jobTitle}</Text>
                  <Text size="xs" c="dimmed">
                    {candidate.jobDepartment}
                  </Text>
                  {companyNameOf && (
                    <Text size="xs" c="dimmed" fw={600}>
                      {companyNameOf(candidate.companyId)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm">{formatExperience(candidate.relevantExperience)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                    {formatCtc(candidate.expectedCtc)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{candidate.joinTimeframe}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {formatRating(candidate.communicationSkillRating)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <CandidateStatusBadge status={candidate.status} />
                </Table.Td>
                <Table.Td>
                  <CandidateFiles candidate={candidate} onPlayVideo={onPlayVideo} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowTooltip label="Cost to hire" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="teal"
                        aria-label={`Cost to hire ${candidate.name}`}
                        onClick={() => onCostToHire(candidate)}
                      >
                        <IconCalculator size={16} />
                      </ActionIcon>
                    </RowTooltip>
                    <RowTooltip label="Edit" withArrow>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${candidate.name}`}
                        onClick={() => onEdit(candidate)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </RowTooltip>
                    <RowTooltip label="Delete" withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${candidate.name}`}
                        onClick={() => onDelete(candidate)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </RowTooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The CV (opens in a new tab) and, when there is one, the intro video (plays in a dialog). */
export function CandidateFiles({
  candidate,
  onPlayVideo,
}: {
  candidate: CandidateDto;
  onPlayVideo: (candidate: CandidateDto) => void;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Anchor
        href={candidate.cvFilePath}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={`CV of ${candidate.name} (opens in a new tab)`}
      >
        <Group gap={4} wrap="nowrap">
          <IconFileText size={16} />
          CV
        </Group>
      </Anchor>
      {candidate.introVideoPath && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          aria-label={`Intro video of ${candidate.name}`}
          onClick={() => onPlayVideo(candidate)}
        >
          Intro video
        </Button>
      )}
    </Stack>
  );
}
