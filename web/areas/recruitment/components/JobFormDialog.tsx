import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBuilding } from "@tabler/icons-react";
import { EMPLOYMENT_TYPES, JOB_LOCATIONS, type JobDto } from "../../../../shared/recruitment/jobs.schema";
import { choosesJobCompany } from "../../../../shared/recruitment/recruitment.policy";
import { DEPARTMENTS } from "../../../../shared/users/users.schema";
import { useCurrentUser } from "../../../lib/auth";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useCompanies } from "../../companies/companies.queries";
import {
  emptyJobForm,
  experienceLevelOptions,
  type JobFormValues,
  jobFormValuesFrom,
  jobSaveFieldErrors,
  toJobRequestBody,
  validateJobForm,
} from "../jobForm";
import { useCreateJob, useUpdateJob } from "../jobs.queries";
import { JOB_TEXT, type JobFormMode, jobSavedToast, jobSaveFailedToast } from "../jobTexts";

interface JobFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The job to edit; absent means a new one. */
  job?: JobDto;
  /** A new job's preselected company (a SUPER_ADMIN's company filter); an ADMIN's is always their own. */
  companyId?: number | null;
}

/** The 'Add New Job' / 'Edit Job' dialog (docs/product/recruitment.md §2, §6.1, §6.4). */
export function JobFormDialog(props: JobFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const { job, companyId } = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={job ? JOB_TEXT.editJob : JOB_TEXT.addJob}
      size="xl"
      centered
      radius="md"
    >
      {/* Keyed per job: each opening starts from fresh values. */}
      <JobForm
        key={job ? `job-${job.id}` : `new-${companyId ?? "none"}`}
        opened={opened}
        onClose={onClose}
        job={job}
        companyId={companyId}
      />
    </Modal>
  );
}

function JobForm({ onClose, job, companyId }: JobFormDialogProps) {
  const mode: JobFormMode = job ? "edit" : "create";
  const { data: me } = useCurrentUser();
  // A SUPER_ADMIN chooses the company of a new job; an ADMIN's jobs are their own company's.
  const choosesCompany = me ? choosesJobCompany(policyActorOf(me)) : false;
  const companies = useCompanies();
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const saving = createJob.isPending || updateJob.isPending;
  const form = useForm<JobFormValues>({
    initialValues: job ? jobFormValuesFrom(job) : emptyJobForm(companyId),
    validate: (values) => validateJobForm(values, { requiresCompany: choosesCompany && !job }),
  });

  const onSaved = () => {
    showToast(jobSavedToast(mode));
    onClose();
  };
  const onFailed = (error: unknown) => {
    form.setErrors(jobSaveFieldErrors(error));
    showToast(jobSaveFailedToast(mode, error));
  };

  const submit = form.onSubmit((values) => {
    const body = toJobRequestBody(values, { withCompany: choosesCompany });
    if (job) updateJob.mutate({ id: job.id, body }, { onSuccess: onSaved, onError: onFailed });
    else createJob.mutate(body, { onSuccess: onSaved, onError: onFailed });
  });

  const companyOptions = (companies.data ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  // Editing keeps the job in its company; the select still names it.
  if (job && !companyOptions.some((option) => option.value === String(job.companyId)))
    companyOptions.push({ value: String(job.companyId), label: job.company.name });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {choosesCompany && (
          <Select
            label="Company"
            placeholder={companies.isPending ? "Loading companies..." : "Select a company"}
            data={companyOptions}
            searchable
            nothingFoundMessage="No companies found"
            leftSection={<IconBuilding size={16} />}
            withAsterisk={!job}
            disabled={Boolean(job)}
            description={job ? "A job stays with the company that posted it." : undefined}
            data-autofocus={!job || undefined}
            {...form.getInputProps("companyId")}
          />
        )}
        <TextInput
          label="Job Title"
          placeholder="e.g. Senior Frontend Developer"
          withAsterisk
          data-autofocus={!choosesCompany || job ? true : undefined}
          {...form.getInputProps("title")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Department"
            placeholder="Select a department"
            data={[...DEPARTMENTS]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps("department")}
          />
          <Select
            label="Location"
            placeholder="Select a location"
            data={[...JOB_LOCATIONS]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps("location")}
          />
          <Select
            label="Employment Type"
            placeholder="Select an employment type"
            data={[...EMPLOYMENT_TYPES]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps("employmentType")}
          />
          <Select
            label="Experience Level"
            placeholder="Select an experience level"
            data={experienceLevelOptions(job?.experienceLevel ?? null)}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps("experienceLevel")}
          />
        </SimpleGrid>
        <Textarea
          label="Job Description"
          placeholder="What the role is about and what the person will do"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
        />
        <Textarea
          label="Required Skills"
          description="Separate skills with commas or new lines; they show as badges on the job card."
          placeholder="e.g. React, TypeScript, Node.js"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("requiredSkills")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea
            label="Qualifications"
            placeholder="e.g. B.Tech in Computer Science or equivalent"
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("qualifications")}
          />
          <Textarea
            label="Experience Details"
            placeholder="e.g. 5+ years building web applications"
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("experienceDetails")}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {mode === "edit" ? "Save Changes" : "Create Job"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
