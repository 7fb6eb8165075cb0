import {
  CANDIDATE_STATUSES,
  type CandidateDto,
  type CandidateStatus,
  candidateInputSchema,
  JOIN_TIMEFRAMES,
  type JoinTimeframe,
  RATING_DEFAULT,
} from "../../../shared/recruitment/candidates.schema";
import { ApiError } from "../../lib/api";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

/**
 * What the Add / Edit Candidate dialog holds (docs/product/recruitment.md §3). The job select gives a
 * string id (null while none is picked); number inputs give a number, or "" while empty.
 */
export type CandidateFormValues = {
  jobId: string | null;
  name: string;
  relevantExperience: number | string;
  expectedCtc: number | string;
  joinTimeframe: JoinTimeframe;
  communicationSkillRating: number | string;
  /** The uploaded CV's URL (`/api/files/…`), "" until one is uploaded. */
  cvFilePath: string;
  /** The uploaded intro video's URL, "" for none. */
  introVideoPath: string;
  status: CandidateStatus;
};

/** The body of POST /api/candidates and PUT /api/candidates/{id}: every field of the candidate. */
export type CandidateRequestBody = {
  jobId: number;
  name: string;
  relevantExperience: number;
  expectedCtc: number;
  joinTimeframe: JoinTimeframe;
  communicationSkillRating: number;
  cvFilePath: string;
  introVideoPath: string | null;
  status: CandidateStatus;
};

export function isJoinTimeframe(value: string): value is JoinTimeframe {
  return (JOIN_TIMEFRAMES as readonly string[]).includes(value);
}

export function isCandidateStatus(value: string): value is CandidateStatus {
  return (CANDIDATE_STATUSES as readonly string[]).includes(value);
}

/** A new candidate: the job given (the page's job filter) or none, Immediately, rating 7, Applied (§3). */
export function emptyCandidateForm(jobId: number | null = null): CandidateFormValues {
  return {
    jobId: jobId === null ? null : String(jobId),
    name: "",
    relevantExperience: 0,
    expectedCtc: "",
    joinTimeframe: "Immediately",
    communicationSkillRating: RATING_DEFAULT,
    cvFilePath: "",
    introVideoPath: "",
    status: "Applied",
  };
}

/** The dialog's starting values when editing a candidate. */
export function candidateFormValuesFrom(candidate: CandidateDto): CandidateFormValues {
  return {
    jobId: String(candidate.jobId),
    name: candidate.name,
    relevantExperience: candidate.relevantExperience,
    expectedCtc: candidate.expectedCtc,
    joinTimeframe: isJoinTimeframe(candidate.joinTimeframe) ? candidate.joinTimeframe : "Immediately",
    communicationSkillRating: candidate.communicationSkillRating,
    cvFilePath: candidate.cvFilePath,
    introVideoPath: candidate.introVideoPath ?? "",
    status: isCandidateStatus(candidate.status) ? candidate.status : "Applied",
  };
}

/** An empty number input is no number at all (the schema says so), never 0. */
const numberOrMissing = (value: number | string): number | undefined => {
  if (typeof value === "number") return value;
  const text = value.trim();
  return text === "" ? undefined : Number(text);
};

/** What the request would carry, before the schema's checks: trimmed name, numbers, an empty video as null. */
function toCandidateInput(values: CandidateFormValues): Record<string, unknown> {
  return {
    jobId: values.jobId === null || values.jobId === "" ? undefined : Number(values.jobId),
    name: values.name.trim(),
    relevantExperience: numberOrMissing(values.relevantExperience),
    expectedCtc: numberOrMissing(values.expectedCtc),
    joinTimeframe: values.joinTimeframe,
    communicationSkillRating: numberOrMissing(values.communicationSkillRating),
    cvFilePath: values.cvFilePath.trim(),
    introVideoPath: values.introVideoPath.trim() === "" ? null : values.introVideoPath.trim(),
    status: values.status,
  };
}

/**
 * The form's checks, field by field with the schema the server validates with, so every field shows its
 * message at once: 'Candidate name is required', 'Experience cannot be negative', 'Expected CTC cannot be
 * negative', 'Rating must be at least 1', 'Rating cannot exceed 10', 'CV file is required' (§3).
 */
export function validateCandidateForm(values: CandidateFormValues): FieldErrors {
  return validateFields(candidateInputSchema.shape, toCandidateInput(values));
}

/** The request body from values that passed validateCandidateForm. */
export function toCandidateRequestBody(values: CandidateFormValues): CandidateRequestBody {
  const input = toCandidateInput(values);
  return {
    jobId: input.jobId as number,
    name: input.name as string,
    relevantExperience: input.relevantExperience as number,
    expectedCtc: input.expectedCtc as number,
    joinTimeframe: values.joinTimeframe,
    communicationSkillRating: input.communicationSkillRating as number,
    cvFilePath: input.cvFilePath as string,
    introVideoPath: input.introVideoPath as string | null,
    status: values.status,
  };
}

const FORM_FIELDS: readonly string[] = [
  "jobId",
  "name",
  "relevantExperience",
  "expectedCtc",
  "joinTimeframe",
  "communicationSkillRating",
  "cvFilePath",
  "introVideoPath",
  "status",
];

/** The fields a refused save names (a 400's `errors: [{ path, message }]`), to show under each field. */
export function candidateSaveFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fieldErrors) {
    const field = path.replace(/^body\./, "");
    if (FORM_FIELDS.includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors;
}
