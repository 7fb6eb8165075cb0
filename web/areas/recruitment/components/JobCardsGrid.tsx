import { SimpleGrid } from "@mantine/core";
import type { PolicyActor } from "../../../../shared/auth/actor";
import type { JobDto } from "../../../../shared/recruitment/jobs.schema";
import { canManageRecruitment } from "../../../../shared/recruitment/recruitment.policy";
import { JobCard } from "./JobCard";
import { JobCardSkeletons } from "./JobCardSkeletons";

export const JOB_GRID_COLS = { base: 1, sm: 2, xl: 3 };

interface JobCardsGridProps {
  jobs: readonly JobDto[];
  actor: PolicyActor;
  /** A SUPER_ADMIN's cards name each job's company. */
  showCompany: boolean;
  timeZone: string;
  onEdit: (job: JobDto) => void;
  onDelete: (job: JobDto) => void;
}

/** The job postings as cards, newest first as the server answers them (docs/product/recruitment.md §6.1). */
export function JobCardsGrid({ jobs, actor, showCompany, timeZone, onEdit, onDelete }: JobCardsGridProps) {
  return (
    <SimpleGrid cols={JOB_GRID_COLS} spacing="md">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          showCompany={showCompany}
          canManage={canManageRecruitment(actor, job.companyId)}
          timeZone={timeZone}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </SimpleGrid>
  );
}

/** The grid's placeholder while the postings load. */
export function JobCardsGridSkeleton() {
  return (
    <SimpleGrid cols={JOB_GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading job postings">
      <JobCardSkeletons />
    </SimpleGrid>
  );
}
