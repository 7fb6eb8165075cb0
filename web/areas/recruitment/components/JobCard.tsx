import { ActionIcon, Anchor, Badge, Box, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconClock,
  IconMapPin,
  IconPencil,
  IconStairsUp,
  IconTrash,
} from "@tabler/icons-react";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { formatPostedDate, splitSkills, visibleSkills } from "../jobDisplay";
import type { OpenedFromJobs } from "../jobsAddress";
import { JobCandidateCounts } from "./JobCandidateCounts";

/** How many key skills a card shows before '+N'. */
const CARD_SKILLS = 5;

interface JobCardProps {
  job: JobDto;
  /** A SUPER_ADMIN reads jobs of every company: the card names its company. */
  showCompany: boolean;
  /** Edit and delete are offered (shared `canManageRecruitment`). */
  canManage: boolean;
  /** The reader's time zone, for the posted date. */
  timeZone: string;
  onEdit: (job: JobDto) => void;
  onDelete: (job: JobDto) => void;
}

/** Whether a click landed on one of the card's own controls (a button or a link), which act by themselves. */
const onControl = (event: MouseEvent | KeyboardEvent) =>
  event.target instanceof Element && event.target.closest("button, a, input") !== null;

/**
 * One job posting in the grid (docs/product/recruitment.md §6.1). The card opens the job: a click anywhere
 * on it, or its title — a link, so the keyboard and a middle click reach it too.
 */
export function JobCard({ job, showCompany, canManage, timeZone, onEdit, onDelete }: JobCardProps) {
  const navigate = useNavigate();
  const path = `/jobs/${job.id}`;
  // The job's 'Back to Jobs' returns to this list: its company filter and page.
  const state: OpenedFromJobs = { jobsSearch: useLocation().search };
  const skills = visibleSkills(splitSkills(job.requiredSkills), CARD_SKILLS);
  const open = (event: MouseEvent) => {
    if (onControl(event) || window.getSelection()?.toString()) return;
    navigate(path, { state });
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={job.title}
      onClick={open}
      style={{ cursor: "pointer", display: "flex", flexDirection: "column" }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h4" lh={1.3} style={{ overflowWrap: "break-word" }}>
            <Anchor component={Link} to={path} state={state} c="inherit" fw="inherit" underline="hover">
              {job.title}
            </Anchor>
          </Title>
          {showCompany && (
            <Badge
              variant="light"
              color="grape"
              tt="none"
              leftSection={<IconBuilding size={12} />}
              maw="100%"
              style={{ alignSelf: "flex-start" }}
            >
              {job.company.name}
            </Badge>
          )}
        </Stack>
        {canManage && (
          <Group gap={4} wrap="nowrap">
            <RowTooltip label="Edit job" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Edit ${job.title}`}
                onClick={() => onEdit(job)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </RowTooltip>
            <RowTooltip label="Delete job" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${job.title}`}
                onClick={() => onDelete(job)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </RowTooltip>
          </Group>
        )}
      </Group>

      <Group gap={6} mt="sm">
        <JobFact icon={<IconBriefcase size={14} />} label="Department" value={job.department} />
        <JobFact icon={<IconMapPin size={14} />} label="Location" value={job.location} />
        <JobFact icon={<IconClock size={14} />} label="Employment type" value={job.employmentType} />
        <JobFact icon={<IconStairsUp size={14} />} label="Experience level" value={job.experienceLevel} />
      </Group>

      <Text size="sm" c="dimmed" mt="md" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
        {job.description}
      </Text>

      {skills.shown.length > 0 && (
        <Box mt="md">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={6}>
            Key Skills
          </Text>
          <Group gap={6}>
            {skills.shown.map((skill) => (
              <Badge key={skill} variant="outline" color="blue" radius="sm" tt="none" maw="100%">
                {skill}
              </Badge>
            ))}
            {skills.more > 0 && (
              <Badge variant="default" radius="sm" tt="none" aria-label={`${skills.more} more skills`}>
                {`+${skills.more}`}
              </Badge>
            )}
          </Group>
        </Box>
      )}

      {/* Cards in a row share one height: keep the counts and the date at the bottom of each. */}
      <Box style={{ flex: 1 }} />
      <Box mt="md">
        <JobCandidateCounts counts={job.candidateCounts} />
      </Box>
      <Group gap={6} mt="md" c="dimmed">
        <IconCalendar size={14} aria-hidden />
        <Text size="xs">
          Posted <time dateTime={job.createdAt}>{formatPostedDate(job.createdAt, timeZone)}</time>
        </Text>
      </Group>
    </Card>
  );
}

/** One of the job's four facts as a small labelled badge. */
function JobFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Badge
      variant="light"
      color="gray"
      radius="sm"
      tt="none"
      fw={500}
      leftSection={icon}
      title={label}
      maw="100%"
    >
      {value}
    </Badge>
  );
}
