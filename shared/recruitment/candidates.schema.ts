import { z } from "zod";
import { NAME_MAX } from "../common/limits";
import { searchListQuerySchema } from "../common/list.schema";
import { text } from "../common/text.schema";
import { FILE_URL_PATTERN } from "../files/files.schema";
import { CANDIDATE_STATUSES, type CandidateStatus } from "./candidates.constants";

/** Candidates (docs/product/recruitment.md §3): the form's rules, word for word, and the answers. */

export const JOIN_TIMEFRAMES = [
  "Immediately",
  "Within 1 week",
  "Within 2 weeks",
  "Within 1 month",
  "More than 1 month",
] as const;
export type JoinTimeframe = (typeof JOIN_TIMEFRAMES)[number];

export { CANDIDATE_STATUSES, type CandidateStatus };

export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const RATING_DEFAULT = 7;
/** Years of relevant experience are entered in half years, up to a working life. */
export const EXPERIENCE_STEP = 0.5;
export const EXPERIENCE_MAX = 60;
/** Expected CTC in whole rupees a year, up to ₹100 crore. */
export const CTC_MAX = 1_000_000_000;

const fileUrl = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, invalid).regex(FILE_URL_PATTERN, invalid);

export const candidateInputSchema = z.object({
  jobId: z.coerce
    .number({ error: "Job is required" })
    .int("Job is required")
    .positive("Job is required")
    .max(2_147_483_647, "Job is required"),
  name: text({
    required: "Candidate name is required",
    min: 1,
    max: NAME_MAX,
    maxMessage: "Candidate name must be at most 100 characters",
  }),
  relevantExperience: z.coerce
    .number({ error: "Experience must be a number" })
    .min(0, "Experience cannot be negative")
    .max(EXPERIENCE_MAX, `Experience cannot exceed ${EXPERIENCE_MAX} years`)
    .refine((v) => Number.isInteger(v / EXPERIENCE_STEP), "Experience must be in steps of 0.5 years"),
  expectedCtc: z.coerce
    .number({ error: "Expected CTC must be a number" })
    .min(0, "Expected CTC cannot be negative")
    .max(CTC_MAX, "Expected CTC is too large")
    .int("Expected CTC must be a whole number of rupees"),
  joinTimeframe: z
    .enum(JOIN_TIMEFRAMES, { error: "Choose a join timeframe from the list" })
    .default("Immediately"),
  communicationSkillRating: z.coerce
    .number({ error: "Rating must be a number" })
    .int("Rating must be a whole number")
    .min(RATING_MIN, "Rating must be at least 1")
    .max(RATING_MAX, "Rating cannot exceed 10")
    .default(RATING_DEFAULT),
  cvFilePath: fileUrl("CV file is required", "CV file must be a file uploaded here"),
  introVideoPath: z
    .union([
      z.literal(""),
      fileUrl("Intro video must be a file uploaded here", "Intro video must be a file uploaded here"),
    ])
    .nullish()
    .transform((v) => v || null),
  status: z.enum(CANDIDATE_STATUSES, { error: "Choose a status from the list" }).default("Applied"),
});
export type CandidateInput = z.input<typeof candidateInputSchema>;

/** `PATCH /api/candidates/{id}/status`: a move on the board changes the status and nothing else. */
export const candidateStatusSchema = z.object({
  status: z.enum(CANDIDATE_STATUSES, { error: "Choose a status from the list" }),
});
export type CandidateValues = z.output<typeof candidateInputSchema>;

export const candidateDtoSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  companyId: z.number().int(),
  jobTitle: z.string(),
  jobDepartment: z.string(),
  name: z.string(),
  relevantExperience: z.number(),
  expectedCtc: z.number(),
  joinTimeframe: z.string(),
  communicationSkillRating: z.number().int(),
  cvFilePath: z.string(),
  introVideoPath: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateDto = z.infer<typeof candidateDtoSchema>;

/** `GET /api/candidates`: paging, a search over name, and filters by company (SUPER_ADMIN), job and status. */
export const candidateListQuerySchema = searchListQuerySchema.extend({
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  jobId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(CANDIDATE_STATUSES).optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;
