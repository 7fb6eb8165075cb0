import type { JobDto } from "../../../shared/recruitment/jobs.schema";

/** How much of each long text a mail draft carries: some mail programs refuse very long mailto links. */
export const SHARE_TEXT_MAX = 600;

type SharedJob = Pick<
  JobDto,
  | "title"
  | "company"
  | "department"
  | "location"
  | "employmentType"
  | "experienceLevel"
  | "description"
  | "requiredSkills"
  | "qualifications"
  | "experienceDetails"
>;

/**
 * A long text cut at a word near `max` characters, with an ellipsis. It counts and cuts whole code points,
 * never half of a surrogate pair (an emoji, say): a lone half cannot be percent-encoded, and
 * `encodeURIComponent` would throw while the job page renders.
 */
export function clipText(text: string, max = SHARE_TEXT_MAX): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length <= max) return trimmed;
  const cut = chars.slice(0, max).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > cut.length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The subject of the 'Share Job Posting' draft. */
export function jobShareSubject(job: SharedJob): string {
  return `Job Opening: ${job.title} at ${job.company.name}`;
}

/** The body of the draft: the summary, then the description, skills, qualifications and experience. */
export function jobShareBody(job: SharedJob): string {
  const sections: [string, string][] = [
    ["Description", job.description],
    ["Required Skills", job.requiredSkills],
    ["Qualifications", job.qualifications],
    ["Experience", job.experienceDetails],
  ];
  const lines = [
    "Hi,",
    "",
    `${job.company.name} is hiring for the following position:`,
    "",
    `Position: ${job.title}`,
    `Department: ${job.department}`,
    `Location: ${job.location}`,
    `Employment Type: ${job.employmentType}`,
    `Experience Level: ${job.experienceLevel}`,
  ];
  for (const [heading, text] of sections) {
    if (text.trim()) lines.push("", `${heading}:`, clipText(text));
  }
  lines.push("", "If you or someone you know is interested, please reply to this email.");
  return lines.join("\n");
}

/**
 * The 'Share Job Posting' link (docs/product/recruitment.md §6.2): a `mailto:` draft with no recipient.
 * The subject and body are percent-encoded as UTF-8 so spaces, '&', '?', '#' and '%' in the texts cannot
 * break the link, and each line break is sent as CR LF, the line break mail programs expect.
 */
export function jobShareMailto(job: SharedJob): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));
  return `mailto:?subject=${encode(jobShareSubject(job))}&body=${encode(jobShareBody(job))}`;
}
