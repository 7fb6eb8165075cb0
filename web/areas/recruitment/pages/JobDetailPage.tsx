import {
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconClock,
  IconMail,
  IconMapPin,
  IconPencil,
  IconStairsUp,
  IconUsers,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { canManageRecruitment, canUseRecruitment } from "../../../../shared/recruitment/recruitment.policy";
import { AccessDenied } from "../../../components/AccessDenied";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { useTimeZone } from "../../../lib/timeZone";
import { positiveId } from "../candidateAddress";
import { JobCandidateCounts } from "../components/JobCandidateCounts";
import { candidatesOfJobPath, formatPostedDate, splitSkills, viewCandidatesLabel } from "../jobDisplay";
import { jobShareMailto } from "../jobShare";
import { useJob } from "../jobs.queries";
import { backToJobsPath } from "../jobsAddress";
import { JOB_TEXT, jobDetailsFailure } from "../jobTexts";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const JobFormDialog = lazyDialog(() => import("../components/JobFormDialog").then((m) => m.JobFormDialog));

/** /jobs/{id} (docs/product/recruitment.md §6.2): ADMINs and SUPER_ADMINs; an EMPLOYEE sees 'Access Denied'. */
export default function JobDetailPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canUseRecruitment(policyActorOf(me))) return <AccessDenied message={JOB_TEXT.accessDenied} />;
  return <JobDetail canManage={(companyId) => canManageRecruitment(policyActorOf(me), companyId)} />;
}

/** Back to the job list the job was opened from, with its company filter and page (§6.1). */
function BackToJobs() {
  const to = backToJobsPath(useLocation().state);
  return (
    <Anchor component={Link} to={to} size="sm" mb="md" display="inline-flex" style={{ gap: 6 }}>
      <IconArrowLeft size={16} aria-hidden />
      {JOB_TEXT.backToJobs}
    </Anchor>
  );
}

function JobDetail({ canManage }: { canManage: (companyId: number) => boolean }) {
  const id = positiveId(useParams().id);
  const job = useJob(id);
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState(false);

  if (id === null || job.isError)
    return (
      <>
        <BackToJobs />
        <LoadError
          variant="panel"
          title={JOB_TEXT.detailFailed}
          error={
            id === null
              ? new Error(`${JOB_TEXT.detailFetchFailed}: 404 Not Found`)
              : new Error(jobDetailsFailure(job.error))
          }
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      </>
    );
  if (job.isPending)
    return (
      <>
        <BackToJobs />
        <JobDetailSkeleton />
      </>
    );

  const data = job.data;
  return (
    <>
      <BackToJobs />
      <Group justify="space-between" align="flex-start" gap="md" mb="lg">
        {/* Wide enough for the title and its badges; on a phone the button goes below. */}
        <Stack gap={6} style={{ minWidth: 0, flex: "1 1 320px" }}>
          <Title order={1} size="h2" style={{ overflowWrap: "break-word" }}>
            {data.title}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="grape" leftSection={<IconBuilding size={12} />} tt="none">
              {data.company.name}
            </Badge>
            <Badge variant="light" color="gray" tt="none" leftSection={<IconBriefcase size={12} />}>
              {data.department}
            </Badge>
            <Badge variant="light" color="gray" tt="none" leftSection={<IconMapPin size={12} />}>
              {data.location}
            </Badge>
            <Badge variant="light" color="gray" tt="none" leftSection={<IconClock size={12} />}>
              {data.employmentType}
            </Badge>
          </Group>
        </Stack>
        <Button component={Link} to={candidatesOfJobPath(data.id)} leftSection={<IconUsers size={16} />}>
          {viewCandidatesLabel(data.candidateCounts.total)}
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <JobDetailTabs job={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <JobSummary job={data} timeZone={timeZone} />
            <Paper withBorder radius="lg" p="lg" component="section" aria-label="Quick Actions">
              <Title order={2} size="h4" mb="md">
                Quick Actions
              </Title>
              <Stack gap="sm">
                <Button
                  component="a"
                  href={jobShareMailto(data)}
                  variant="light"
                  leftSection={<IconMail size={16} />}
                  fullWidth
                >
                  {JOB_TEXT.shareJob}
                </Button>
                {canManage(data.companyId) && (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                    fullWidth
                    onClick={() => setEditing(true)}
                  >
                    {JOB_TEXT.editJob}
                  </Button>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <JobFormDialog opened={editing} onClose={() => setEditing(false)} job={data} />
    </>
  );
}

/** The three tabs: Description, Requirements (skills, qualifications), Experience. */
function JobDetailTabs({ job }: { job: JobDto }) {
  const skills = splitSkills(job.requiredSkills);
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Tabs defaultValue="description" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="description">Description</Tabs.Tab>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          <Tabs.Tab value="experience">Experience</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="description">
          <Title order={2} size="h4" mb="sm">
            Job Description
          </Title>
          <LongText text={job.description} fallback={JOB_TEXT.noDescription} />
        </Tabs.Panel>
        <Tabs.Panel value="requirements">
          <Stack gap="xl">
            <Box>
              <Title order={2} size="h4" mb="sm">
                Required Skills
              </Title>
              {skills.length > 0 ? (
                <Group gap={8}>
                  {skills.map((skill) => (
                    <Badge key={skill} variant="outline" color="blue" radius="sm" tt="none" size="lg">
                      {skill}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text c="dimmed">{JOB_TEXT.noSkills}</Text>
              )}
            </Box>
            <Box>
              <Title order={2} size="h4" mb="sm">
                Qualifications
              </Title>
              <LongText text={job.qualifications} fallback={JOB_TEXT.noQualifications} />
            </Box>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="experience">
          <Title order={2} size="h4" mb="sm">
            Experience Required
          </Title>
          <Text fw={500} mb="sm">
            {`Experience level: ${job.experienceLevel}`}
          </Text>
          <LongText text={job.experienceDetails} fallback={JOB_TEXT.noExperience} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

function LongText({ text, fallback }: { text: string; fallback: string }) {
  if (!text.trim()) return <Text c="dimmed">{fallback}</Text>;
  return <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{text}</Text>;
}

/** The summary card: the job's facts and its candidates by stage. */
function JobSummary({ job, timeZone }: { job: JobDto; timeZone: string }) {
  const facts: [ReactNode, string, string][] = [
    [<IconBriefcase key="d" size={16} />, "Department", job.department],
    [<IconMapPin key="l" size={16} />, "Location", job.location],
    [<IconClock key="t" size={16} />, "Employment Type", job.employmentType],
    [<IconStairsUp key="e" size={16} />, "Experience Level", job.experienceLevel],
    [<IconBuilding key="c" size={16} />, "Company", job.company.name],
    [<IconCalendar key="p" size={16} />, "Posted", formatPostedDate(job.createdAt, timeZone)],
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Job Summary">
      <Title order={2} size="h4" mb="md">
        Job Summary
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        {facts.map(([icon, label, value]) => (
          <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
            <Box c="dimmed" mt={2} aria-hidden>
              {icon}
            </Box>
            <Box style={{ minWidth: 0 }}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {value || "—"}
              </Text>
            </Box>
          </Group>
        ))}
      </Stack>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="lg" mb={6}>
        Candidates
      </Text>
      <JobCandidateCounts counts={job.candidateCounts} />
    </Paper>
  );
}

function JobDetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading job details">
      <Skeleton height={28} width="45%" />
      <Group gap={6} mt="sm" mb="lg">
        <Skeleton height={20} width={90} radius="xl" />
        <Skeleton height={20} width={70} radius="xl" />
        <Skeleton height={20} width={80} radius="xl" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="lg">
            <Group gap="md" mb="lg">
              <Skeleton height={18} width={90} />
              <Skeleton height={18} width={100} />
              <Skeleton height={18} width={90} />
            </Group>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={12} width={index === 5 ? "50%" : "95%"} mt={10} />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={12} width="70%" mt={index === 0 ? 0 : 14} />
            ))}
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
