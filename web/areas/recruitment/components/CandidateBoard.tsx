import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconCalculator,
  IconDotsVertical,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import type { CandidateDto, CandidateStatus } from "../../../../shared/recruitment/candidates.schema";
import { RowMenu } from "../../../components/RowMenu";
import { showToast } from "../../../lib/toast";
import {
  boardColumns,
  CANDIDATE_DRAG_TYPE,
  draggedCandidateId,
  joinedNow,
  moveTargets,
} from "../candidateBoard";
import { formatCtc, formatRating, statusColor } from "../candidateDisplay";
import { useMoveCandidate } from "../candidates.queries";
import { candidateSavedToast, candidateSaveFailedToast } from "../candidateTexts";
import { CandidateStatusBadge } from "./CandidateStatusBadge";
import type { CandidateActionHandlers } from "./CandidatesTable";

type CandidateBoardProps = Omit<CandidateActionHandlers, "onPlayVideo"> & {
  candidates: readonly CandidateDto[];
  /** The company of each card, when the board spans companies (a SUPER_ADMIN's 'All Companies'). */
  companyNameOf?: (companyId: number) => string | undefined;
  /** A card moved to 'Joined': the page offers to add the person as an employee (§6.6). */
  onJoined?: (candidate: CandidateDto) => void;
};

const COLUMN_WIDTH = 264;

/**
 * The board view of /candidates (docs/product/recruitment.md §4): a column per status in pipeline order
 * with its count. A card moves to another status by dragging it onto a column, or with its 'Move to…'
 * menu (keyboard and mouse alike); the move shows at once and is undone if the server refuses it.
 */
export function CandidateBoard({
  candidates,
  companyNameOf,
  onEdit,
  onDelete,
  onCostToHire,
  onJoined,
}: CandidateBoardProps) {
  const move = useMoveCandidate();
  // The cards whose move is on its way: each shows a spinner until the server has answered.
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const setPendingOf = (id: number, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<CandidateStatus | null>(null);
  // The card moved with its menu: its menu button takes the focus back in its new column.
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const moveTo = (candidate: CandidateDto, status: CandidateStatus) => {
    if (candidate.status === status) return;
    setAnnouncement(`Moving ${candidate.name} to ${status}`);
    setPendingOf(candidate.id, true);
    move.mutateAsync({ candidate, status }).then(
      (moved) => {
        setPendingOf(candidate.id, false);
        setAnnouncement(`${candidate.name} moved to ${status}`);
        showToast(candidateSavedToast("edit"));
        if (joinedNow(candidate.status, status)) onJoined?.(moved);
      },
      (error: unknown) => {
        setPendingOf(candidate.id, false);
        setAnnouncement(`${candidate.name} stays in ${candidate.status}`);
        showToast(candidateSaveFailedToast("edit", error));
      },
    );
  };

  const drop = (event: DragEvent, status: CandidateStatus) => {
    event.preventDefault();
    setOver(null);
    setDragging(null);
    const id = draggedCandidateId(event.dataTransfer.getData(CANDIDATE_DRAG_TYPE));
    const candidate = candidates.find((c) => c.id === id);
    if (candidate) moveTo(candidate, status);
  };

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(CANDIDATE_DRAG_TYPE);

  return (
    <>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      <Box style={{ overflowX: "auto" }}>
        <Group align="flex-start" gap="sm" wrap="nowrap" pb="sm">
          {boardColumns(candidates).map((column) => (
            <Paper
              key={column.status}
              component="section"
              aria-label={`${column.status}: ${column.candidates.length}`}
              withBorder
              radius="lg"
              p="xs"
              w={COLUMN_WIDTH}
              miw={COLUMN_WIDTH}
              bg={over === column.status ? `${statusColor(column.status)}.0` : "gray.0"}
              style={{
                borderColor:
                  over === column.status ? `var(--mantine-color-${statusColor(column.status)}-4)` : undefined,
                borderStyle: over === column.status ? "dashed" : undefined,
                transition: "background-color 120ms ease",
              }}
              onDragOver={(event: DragEvent) => {
                if (!accepts(event)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== column.status) setOver(column.status);
              }}
              onDragLeave={(event: DragEvent) => {
                const next = event.relatedTarget as Node | null;
                if (!next || !event.currentTarget.contains(next)) setOver(null);
              }}
              onDrop={(event: DragEvent) => drop(event, column.status)}
            >
              <Group justify="space-between" gap="xs" px={4} pb="xs" wrap="nowrap">
                <Title order={2} size="sm" fw={650}>
                  <CandidateStatusBadge status={column.status} size="md" />
                </Title>
                <Badge
                  variant="white"
                  color="gray"
                  radius="sm"
                  aria-label={`${column.candidates.length} candidates`}
                >
                  {column.candidates.length}
                </Badge>
              </Group>
              <Stack gap="xs" mih={80}>
                {column.candidates.map((candidate) => (
                  <CandidateCard
                    key={candidate.id}
                    candidate={candidate}
                    companyName={companyNameOf?.(candidate.companyId)}
                    pending={pending.has(candidate.id)}
                    dragging={dragging === candidate.id}
                    takesFocus={focusId === candidate.id}
                    onDragStart={() => setDragging(candidate.id)}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    onMove={(status) => {
                      setFocusId(candidate.id);
                      moveTo(candidate, status);
                    }}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onCostToHire={onCostToHire}
                  />
                ))}
                {column.candidates.length === 0 && (
                  <Text size="xs" c="dimmed" ta="center" py="md">
                    No candidates
                  </Text>
                )}
              </Stack>
            </Paper>
          ))}
        </Group>
      </Box>
    </>
  );
}

type CandidateCardProps = Omit<CandidateBoardProps, "candidates" | "companyNameOf"> & {
  candidate: CandidateDto;
  companyName: string | undefined;
  pending: boolean;
  dragging: boolean;
  takesFocus: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (status: CandidateStatus) => void;
};

/** One candidate on the board: name, job, expected CTC and rating; dragged, or moved with its menu. */
function CandidateCard({
  candidate,
  companyName,
  pending,
  dragging,
  takesFocus,
  onDragStart,
  onDragEnd,
  onMove,
  onEdit,
  onDelete,
  onCostToHire,
}: CandidateCardProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
  // A card moved with the keyboard lands in another column as a new element: give it the focus back
  // there, unless the focus has already gone somewhere else.
  useEffect(() => {
    if (!takesFocus) return;
    const active = document.activeElement;
    if (active === null || active === document.body) menuButton.current?.focus();
  }, [takesFocus, pending]);

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow={dragging ? "md" : "xs"}
      draggable={!pending}
      aria-busy={pending}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(CANDIDATE_DRAG_TYPE, String(candidate.id));
        event.dataTransfer.setData("text/plain", candidate.name);
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      style={{ cursor: pending ? "progress" : "grab", opacity: dragging ? 0.5 : pending ? 0.75 : 1 }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconGripVertical
          size={16}
          color="var(--mantine-color-gray-5)"
          aria-hidden
          style={{ marginTop: 2 }}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {candidate.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {companyName ? `${candidate.jobTitle} · ${companyName}` : candidate.jobTitle}
          </Text>
        </Box>
        {pending ? (
          <Loader size={16} aria-label={`Saving ${candidate.name}'s move`} />
        ) : (
          <RowMenu
            position="bottom-end"
            withinPortal
            shadow="md"
            width={220}
            target={
              <ActionIcon
                ref={menuButton}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Move ${candidate.name} to…`}
              >
                <IconDotsVertical size={16} />
              </ActionIcon>
            }
          >
            <Menu.Label>Move to…</Menu.Label>
            {moveTargets(candidate.status).map((status) => (
              <Menu.Item
                key={status}
                leftSection={<Box w={8} h={8} bg={`${statusColor(status)}.6`} style={{ borderRadius: 8 }} />}
                onClick={() => onMove(status)}
              >
                {status}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item leftSection={<IconCalculator size={14} />} onClick={() => onCostToHire(candidate)}>
              Cost to hire
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(candidate)}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(candidate)}>
              Delete
            </Menu.Item>
          </RowMenu>
        )}
      </Group>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="xs" ff="monospace">
          {formatCtc(candidate.expectedCtc)}
        </Text>
        <Badge variant="light" color="gray" size="sm" radius="sm" tt="none">
          {`Rating ${formatRating(candidate.communicationSkillRating)}`}
        </Badge>
      </Group>
    </Paper>
  );
}
