import type { CandidateDto } from "../../../shared/recruitment/candidates.schema";
import type { candidates } from "./candidates.table";

type CandidateRow = typeof candidates.$inferSelect;

/** A candidate as every answer shows it, with its job's title and department. */
export function presentCandidate(
  row: CandidateRow,
  job: { title: string; department: string },
): CandidateDto {
  return {
    id: row.id,
    jobId: row.jobId,
    companyId: row.companyId,
    jobTitle: job.title,
    jobDepartment: job.department,
    name: row.name,
    relevantExperience: Number(row.relevantExperience),
    expectedCtc: row.expectedCtc,
    joinTimeframe: row.joinTimeframe,
    communicationSkillRating: row.communicationSkillRating,
    cvFilePath: row.cvFilePath,
    introVideoPath: row.introVideoPath,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
