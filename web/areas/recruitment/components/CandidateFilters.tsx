import { Group, Select, Stack } from "@mantine/core";
import { IconBriefcase, IconLayoutKanban, IconTable } from "@tabler/icons-react";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { LoadError } from "../../../components/LoadError";
import { type ViewOption, ViewSwitch } from "../../../components/ViewSwitch";
import type { CompanyScope } from "../../../lib/companyScope";
import { CANDIDATE_TEXT } from "../candidateTexts";

export type CandidatesView = "table" | "board";

const ALL_JOBS = "all";

const VIEWS: ViewOption<CandidatesView>[] = [
  { value: "table", label: "Table", icon: <IconTable size={16} /> },
  { value: "board", label: "Board", icon: <IconLayoutKanban size={16} /> },
];

type CandidateFiltersProps = {
  /** A SUPER_ADMIN's company filter ('All Companies' by default); absent for an ADMIN. */
  companyFilter?: { value: CompanyScope; onChange: (value: CompanyScope) => void };
  jobs: readonly JobDto[] | undefined;
  jobsLoading: boolean;
  /** The jobs' load when it failed: the filter says so and offers 'Try Again' instead of an empty list. */
  jobsFailed: { error: unknown; refetch: () => unknown; isFetching: boolean } | null;
  /** Jobs of several companies are told apart by their company's name. */
  showJobCompany: boolean;
  jobId: number | null;
  onJobChange: (jobId: number | null) => void;
  view: CandidatesView;
  onViewChange: (view: CandidatesView) => void;
};

/** The company filter (SUPER_ADMIN), the job filter and the Table / Board switch (docs/product/recruitment.md §6.3). */
export function CandidateFilters({
  companyFilter,
  jobs,
  jobsLoading,
  jobsFailed,
  showJobCompany,
  jobId,
  onJobChange,
  view,
  onViewChange,
}: CandidateFiltersProps) {
  const options = (jobs ?? []).map((job) => ({
    value: String(job.id),
    label: showJobCompany ? `${job.title} (${job.company.name})` : job.title,
  }));
  // A job named in the address that is not among the options (not loaded yet, or gone) stays selectable.
  if (jobId !== null && !options.some((option) => option.value === String(jobId)))
    options.unshift({ value: String(jobId), label: jobsLoading ? "Loading jobs..." : `Job #${jobId}` });

  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: "1 1 auto" }}>
          {companyFilter && (
            <CompanyFilterSelect value={companyFilter.value} onChange={companyFilter.onChange} />
          )}
          <Select
            aria-label="Job"
            leftSection={<IconBriefcase size={16} />}
            data={[{ value: ALL_JOBS, label: CANDIDATE_TEXT.allJobs }, ...options]}
            value={jobId === null ? ALL_JOBS : String(jobId)}
            onChange={(next) => onJobChange(next === null || next === ALL_JOBS ? null : Number(next))}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No jobs found"
            error={jobsFailed !== null}
            w={{ base: "100%", xs: 300 }}
          />
        </Group>
        <ViewSwitch views={VIEWS} value={view} onChange={onViewChange} />
      </Group>
      {jobsFailed && <LoadError variant="inline" title={CANDIDATE_TEXT.jobsLoadFailed} query={jobsFailed} />}
    </Stack>
  );
}
