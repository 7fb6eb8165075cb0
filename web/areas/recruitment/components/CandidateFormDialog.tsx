import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBriefcase, IconBuilding, IconInfoCircle, IconMovie } from "@tabler/icons-react";
import { useState } from "react";
import {
  CANDIDATE_STATUSES,
  type CandidateDto,
  EXPERIENCE_STEP,
  JOIN_TIMEFRAMES,
  RATING_MAX,
  RATING_MIN,
} from "../../../../shared/recruitment/candidates.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { FileUploadField } from "../../../components/FileUploadField";
import { LoadError } from "../../../components/LoadError";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { showToast } from "../../../lib/toast";
import { useCompanies } from "../../companies/companies.queries";
import { joinedNow } from "../candidateBoard";
import {
  type CandidateFormValues,
  candidateFormValuesFrom,
  candidateSaveFieldErrors,
  emptyCandidateForm,
  toCandidateRequestBody,
  validateCandidateForm,
} from "../candidateForm";
import { useCreateCandidate, useJobOptions, useUpdateCandidate } from "../candidates.queries";
import {
  CANDIDATE_TEXT,
  type CandidateFormMode,
  candidateSavedToast,
  candidateSaveFailedToast,
} from "../candidateTexts";

type CandidateFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The candidate to edit; absent means add. */
  candidate?: CandidateDto;
  /**
   * Whose jobs the job select offers: an ADMIN's own company; for a SUPER_ADMIN the company chosen on the
   * page (null: none chosen yet, the dialog asks for one).
   */
  companyId: number | null;
  /** A SUPER_ADMIN chooses the company in the dialog. */
  choosesCompany: boolean;
  /** The job a new candidate starts with (the page's job filter). */
  jobId: number | null;
  /** A save that brought the candidate to 'Joined': the page offers to add them as an employee (§6.6). */
  onJoined?: (candidate: CandidateDto) => void;
};

/** The Add Candidate / Edit Candidate dialog (docs/product/recruitment.md §3, §5, §6.4). */
export function CandidateFormDialog(props: CandidateFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const current = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current.candidate ? CANDIDATE_TEXT.editCandidate : CANDIDATE_TEXT.addCandidate}
      size="lg"
      centered
      radius="md"
    >
      {/* Keyed per opening subject: each opening starts from fresh values (and no upload of the last one). */}
      <CandidateForm
        key={
          current.candidate
            ? `candidate-${current.candidate.id}`
            : `new-${current.companyId}-${current.jobId}`
        }
        {...current}
      />
    </Modal>
  );
}

function CandidateForm({
  onClose,
  candidate,
  companyId,
  choosesCompany,
  jobId,
  onJoined,
}: CandidateFormDialogProps) {
  const mode: CandidateFormMode = candidate ? "edit" : "create";
  const createCandidate = useCreateCandidate();
  const updateCandidate = useUpdateCandidate();
  const saving = createCandidate.isPending || updateCandidate.isPending;
  const [uploads, setUploads] = useState({ cv: false, video: false });
  const uploading = uploads.cv || uploads.video;
  const [company, setCompany] = useState<number | null>(candidate?.companyId ?? companyId);
  const jobs = useJobOptions(company);
  const form = useForm<CandidateFormValues>({
    initialValues: candidate ? candidateFormValuesFrom(candidate) : emptyCandidateForm(jobId),
    validate: validateCandidateForm,
  });

  const jobOptions = (jobs.data?.items ?? []).map((job) => ({
    value: String(job.id),
    label: `${job.title} (${job.department})`,
  }));
  // The edited candidate's job stays listed even before the jobs load.
  if (candidate && !jobOptions.some((option) => option.value === String(candidate.jobId)))
    jobOptions.unshift({ value: String(candidate.jobId), label: candidate.jobTitle });
  const noJobs = jobs.isSuccess && jobOptions.length === 0;

  const pickCompany = (next: number) => {
    setCompany(next);
    form.setFieldValue("jobId", null);
  };

  const onSaved = (saved: CandidateDto) => {
    showToast(candidateSavedToast(mode));
    onClose();
    if (joinedNow(candidate?.status ?? "", saved.status)) onJoined?.(saved);
  };
  const onFailed = (error: unknown) => {
    form.setErrors(candidateSaveFieldErrors(error));
    showToast(candidateSaveFailedToast(mode, error));
  };

  const submit = form.onSubmit((values) => {
    if (uploading) return;
    const body = toCandidateRequestBody(values);
    if (candidate)
      updateCandidate.mutate({ id: candidate.id, body }, { onSuccess: onSaved, onError: onFailed });
    else createCandidate.mutate(body, { onSuccess: onSaved, onError: onFailed });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {choosesCompany &&
          (candidate ? (
            <CandidateCompany companyId={candidate.companyId} />
          ) : (
            <CompanyFilterSelect
              label="Company"
              withAll={false}
              placeholder="Select a company"
              value={company}
              onChange={(id) => id !== "all" && pickCompany(id)}
              w="100%"
            />
          ))}
        <Select
          label="Job Position"
          placeholder={
            company === null ? "Select a company first" : jobs.isPending ? "Loading jobs..." : "Select a job"
          }
          leftSection={<IconBriefcase size={16} />}
          data={jobOptions}
          searchable
          nothingFoundMessage="No jobs found"
          withAsterisk
          disabled={company === null}
          {...form.getInputProps("jobId")}
          // A failed load marks the select; the notice below says why and offers 'Try Again'.
          error={form.errors.jobId ?? jobs.isError}
        />
        {jobs.isError && <LoadError variant="inline" title={CANDIDATE_TEXT.jobsLoadFailed} query={jobs} />}
        {noJobs && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={16} />} p="xs">
            This company has no job postings yet. Add one on the Recruitment page first.
          </Alert>
        )}
        <TextInput
          label="Candidate Name"
          placeholder="e.g. Asha Menon"
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Relevant Experience (years)"
            min={0}
            step={EXPERIENCE_STEP}
            decimalScale={1}
            clampBehavior="none"
            withAsterisk
            {...form.getInputProps("relevantExperience")}
          />
          <NumberInput
            label="Expected CTC (₹ a year)"
            placeholder="e.g. 12,00,000"
            leftSection="₹"
            min={0}
            step={50_000}
            allowDecimal={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            clampBehavior="none"
            withAsterisk
            {...form.getInputProps("expectedCtc")}
          />
          <Select
            label="Join Timeframe"
            data={[...JOIN_TIMEFRAMES]}
            allowDeselect={false}
            {...form.getInputProps("joinTimeframe")}
          />
          <NumberInput
            label="Communication Rating (1–10)"
            min={RATING_MIN}
            max={RATING_MAX}
            step={1}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("communicationSkillRating")}
          />
        </SimpleGrid>
        <Select
          label="Status"
          data={[...CANDIDATE_STATUSES]}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        <FileUploadField
          purpose="cv"
          label="CV"
          storedLabels={{ onFile: "A CV is on file: ", open: "open the CV" }}
          required
          value={form.values.cvFilePath}
          onChange={(url) => form.setFieldValue("cvFilePath", url)}
          error={form.errors.cvFilePath as string | undefined}
          onUploadingChange={(cv) => setUploads((current) => ({ ...current, cv }))}
        />
        <FileUploadField
          purpose="video"
          label="Intro Video"
          icon={<IconMovie size={16} />}
          storedLabels={{ onFile: "An intro video is on file: ", open: "open the video" }}
          value={form.values.introVideoPath}
          onChange={(url) => form.setFieldValue("introVideoPath", url)}
          error={form.errors.introVideoPath as string | undefined}
          onUploadingChange={(video) => setUploads((current) => ({ ...current, video }))}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={uploading}>
            {mode === "edit" ? "Save Changes" : CANDIDATE_TEXT.addCandidate}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The company of an edited candidate, shown but not chosen: a candidate stays with their job's company (the
 * server refuses a job of another company), as a job stays with the company that posted it.
 */
function CandidateCompany({ companyId }: { companyId: number }) {
  const companies = useCompanies();
  const name =
    companies.data?.find((company) => company.id === companyId)?.name ??
    (companies.isPending ? "Loading companies..." : `Company #${companyId}`);
  return (
    <Select
      label="Company"
      leftSection={<IconBuilding size={16} />}
      data={[{ value: String(companyId), label: name }]}
      value={String(companyId)}
      disabled
      description="A candidate stays with the company of their job."
      w="100%"
    />
  );
}
