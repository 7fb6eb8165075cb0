import {
  FORM_EXPERIENCE_LEVELS,
  type JobDto,
  type JobInput,
  jobInputSchema,
} from "../../../shared/recruitment/jobs.schema";
import { ApiError } from "../../lib/api";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

/** What the job dialog holds: texts as typed, selects as their string value or null while none is picked. */
export type JobFormValues = {
  title: string;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  experienceLevel: string | null;
  description: string;
  requiredSkills: string;
  qualifications: string;
  experienceDetails: string;
  /** The company picked in the Company select (a SUPER_ADMIN's choice), as the select's string value. */
  companyId: string | null;
};

/** The form's fields in the order they show, each a field of jobInputSchema. */
export const JOB_FORM_FIELDS = [
  "companyId",
  "title",
  "department",
  "location",
  "employmentType",
  "experienceLevel",
  "description",
  "requiredSkills",
  "qualifications",
  "experienceDetails",
] as const;

/** Said when a SUPER_ADMIN has not picked the company of a new job. */
export const COMPANY_REQUIRED = "Company is required";

/** The blank form of a new job; `companyId` preselects the company (a SUPER_ADMIN's filter). */
export function emptyJobForm(companyId?: number | null): JobFormValues {
  return {
    title: "",
    department: null,
    location: null,
    employmentType: null,
    experienceLevel: null,
    description: "",
    requiredSkills: "",
    qualifications: "",
    experienceDetails: "",
    companyId: companyId ? String(companyId) : null,
  };
}

/** The edit dialog's starting values: the job as stored. */
export function jobFormValuesFrom(job: JobDto): JobFormValues {
  return {
    title: job.title,
    department: job.department || null,
    location: job.location || null,
    employmentType: job.employmentType || null,
    experienceLevel: job.experienceLevel || null,
    description: job.description,
    requiredSkills: job.requiredSkills,
    qualifications: job.qualifications,
    experienceDetails: job.experienceDetails,
    companyId: String(job.companyId),
  };
}

/**
 * The experience levels the select offers: the form's reading (recruitment.md §2), plus the job's own
 * level when it was stored in the schema's reading ('Mid Level'), so editing keeps showing it.
 */
export function experienceLevelOptions(current: string | null): string[] {
  const levels: string[] = [...FORM_EXPERIENCE_LEVELS];
  return current && !levels.includes(current) ? [...levels, current] : levels;
}

/** The picked company as a number, or undefined when none is picked. */
function companyIdOf(values: Pick<JobFormValues, "companyId">): number | undefined {
  const id = Number(values.companyId);
  return values.companyId && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The body of POST /api/jobs and PUT /api/jobs/{id}: the fields as the schema reads them (it trims);
 * `companyId` only when the caller chooses it (a SUPER_ADMIN), an ADMIN's job being their company's.
 */
export function toJobRequestBody(values: JobFormValues, options: { withCompany: boolean }): JobInput {
  const body = {
    title: values.title,
    department: values.department ?? undefined,
    location: values.location ?? undefined,
    employmentType: values.employmentType ?? undefined,
    experienceLevel: values.experienceLevel ?? undefined,
    description: values.description,
    requiredSkills: values.requiredSkills,
    qualifications: values.qualifications,
    experienceDetails: values.experienceDetails,
  } as JobInput;
  const companyId = companyIdOf(values);
  return options.withCompany && companyId !== undefined ? { ...body, companyId } : body;
}

/**
 * Every field's check at once, with the messages of recruitment.md §2 from the schema the server
 * validates with ('Job title is required', 'Department is required', …); a SUPER_ADMIN must pick the company.
 */
export function validateJobForm(values: JobFormValues, options: { requiresCompany: boolean }): FieldErrors {
  const { companyId: _company, ...fields } = jobInputSchema.shape;
  const errors = validateFields(fields, toJobRequestBody(values, { withCompany: false }));
  if (options.requiresCompany && companyIdOf(values) === undefined) errors.companyId = COMPANY_REQUIRED;
  return errors;
}

/** The fields a refused save (400) names, to show under the form's fields. */
export function jobSaveFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fieldErrors) {
    const field = JOB_FORM_FIELDS.find((name) => name === path.replace(/^body\./, ""));
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
