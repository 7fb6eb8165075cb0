import { z } from "zod";
import { NAME_MAX } from "../common/limits";
import { searchListQuerySchema } from "../common/list.schema";
import { longText, text } from "../common/text.schema";
import { DEPARTMENTS } from "../users/users.schema";

/** Job postings (docs/product/recruitment.md §2): fields, the two readings of each list, the answers. */

/** Where the work happens: the schema's three places and the form's extra 'Flexible'. */
export const JOB_LOCATIONS = ["Remote", "Hybrid", "On-site", "Flexible"] as const;
export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;
/** The form's reading, offered by the screens. */
export const FORM_EXPERIENCE_LEVELS = [
  "Entry-level",
  "Mid-level",
  "Senior",
  "Manager",
  "Director",
  "Executive",
] as const;
/** The schema's reading, accepted from any client and answered as stored. */
export const SCHEMA_EXPERIENCE_LEVELS = ["Entry Level", "Mid Level", "Senior Level", "Executive"] as const;
export const EXPERIENCE_LEVELS = [
  ...FORM_EXPERIENCE_LEVELS,
  ...SCHEMA_EXPERIENCE_LEVELS.filter((level) => level !== "Executive"),
] as const;

const requiredText = (message: string) => longText({ required: message, min: 1 });

export const jobInputSchema = z.object({
  title: text({
    required: "Job title is required",
    min: 1,
    max: NAME_MAX,
    maxMessage: "Job title must be at most 100 characters",
  }),
  department: z.enum(DEPARTMENTS, { error: "Department is required" }),
  location: z.enum(JOB_LOCATIONS, { error: "Location is required" }),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: "Employment type is required" }),
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: "Experience level is required" }),
  description: requiredText("Job description is required"),
  requiredSkills: requiredText("Required skills are required"),
  qualifications: requiredText("Qualifications are required"),
  experienceDetails: requiredText("Experience details are required"),
  /** The ADMIN's own company when absent; a SUPER_ADMIN must name one. */
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type JobInput = z.infer<typeof jobInputSchema>;

/** Candidates of a job by stage, as its card counts them (docs/product/recruitment.md §4). */
export const candidateCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  inProcess: z.number().int(),
  success: z.number().int(),
});
export type CandidateCounts = z.infer<typeof candidateCountsSchema>;

export const jobDtoSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  employmentType: z.string(),
  experienceLevel: z.string(),
  description: z.string(),
  requiredSkills: z.string(),
  qualifications: z.string(),
  experienceDetails: z.string(),
  candidateCounts: candidateCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

/** `GET /api/jobs`: paging, a search over title and department, and a SUPER_ADMIN's company filter. */
export const jobListQuerySchema = searchListQuerySchema.extend({
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** `DELETE /api/jobs/{id}`: a job with candidates goes only with `withCandidates=true` (§4). */
export const jobDeleteQuerySchema = z.object({
  withCandidates: z
    .enum(["true", "false"])
    .optional()
    .describe("true: delete the job's candidates with it (otherwise a job with candidates answers 409)"),
});

/** The 409 of deleting a job that still has candidates. */
export const jobHasCandidatesSchema = z.object({ message: z.string(), candidateCount: z.number().int() });
