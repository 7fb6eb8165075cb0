import dayjs from "dayjs";
import { dateInZone } from "../../../shared/common/time.rules";
import { ApiError } from "../../lib/api";

/** Leading list marks a pasted list keeps ('- ', '* ', '• ', '1. '). */
const LIST_MARK = /^(?:[-*•·]+|\d+[.)])\s*/;

/**
 * The key skills a card shows as badges: the required-skills text split on commas, semicolons and new
 * lines, list marks and blanks dropped, each skill once (the first spelling wins).
 */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const skill = part.trim().replace(LIST_MARK, "").trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills;
}

/** The badges a card shows and how many more there are ('+3'). */
export function visibleSkills(skills: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}

/** The day a job was posted, in the reader's time zone: '5 Mar 2026'. */
export function formatPostedDate(createdAt: string, timeZone: string): string {
  const instant = new Date(createdAt);
  if (Number.isNaN(instant.getTime())) return "";
  return dayjs(dateInZone(instant, timeZone)).format("D MMM YYYY");
}

/** The candidates screen filtered to one job (recruitment.md §6.2). */
export function candidatesOfJobPath(jobId: number): string {
  return `/candidates?jobId=${jobId}`;
}

/** 'View Candidates (N)'. */
export function viewCandidatesLabel(total: number): string {
  return `View Candidates (${total})`;
}

/**
 * A refused delete of a job that has candidates: 409 `{ message, candidateCount }` (recruitment.md §4).
 * Null for any other failure.
 */
export function candidateConflictOf(error: unknown): { message: string; candidateCount: number } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const json = error.json;
  const count = json?.candidateCount;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1) return null;
  const message = typeof json?.message === "string" && json.message ? json.message : candidatesGoText(count);
  return { message, candidateCount: count };
}

/** What the delete confirmation says of a job's candidates, in the words of the server's 409. */
export function candidatesGoText(count: number): string {
  return count === 1
    ? "This job has 1 candidate. Delete it with the job?"
    : `This job has ${count} candidates. Delete them with the job?`;
}
