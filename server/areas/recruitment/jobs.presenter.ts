import type { CandidateCounts, JobDto } from "../../../shared/recruitment/jobs.schema";
import type { jobs } from "./jobs.table";

type JobRow = typeof jobs.$inferSelect;

const NO_CANDIDATES: CandidateCounts = { total: 0, new: 0, inProcess: 0, success: 0 };

/** A job as every answer shows it: its fields, its company's name and its card counts. */
export function presentJob(
  row: JobRow,
  companyName: string,
  counts: CandidateCounts = NO_CANDIDATES,
): JobDto {
  return {
    id: row.id,
    companyId: row.companyId,
    company: { id: row.companyId, name: companyName },
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    experienceLevel: row.experienceLevel,
    description: row.description,
    requiredSkills: row.requiredSkills,
    qualifications: row.qualifications,
    experienceDetails: row.experienceDetails,
    candidateCounts: counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
