import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { uploadedFiles } from "../files/files.table";
import { candidates } from "./candidates.table";
import { jobs } from "./jobs.table";

/** Test records for recruitment: a job, an uploaded file's row, a candidate (docs/product/recruitment.md). */

export const JOB_FIELDS = {
  title: "Backend Engineer",
  department: "Engineering",
  location: "Remote",
  employmentType: "Full-time",
  experienceLevel: "Mid-level",
  description: "Build the payroll engine.",
  requiredSkills: "TypeScript, PostgreSQL",
  qualifications: "B.Tech or equivalent",
  experienceDetails: "3+ years on web services",
} as const;

export async function buildJob(
  db: Database,
  companyId: number,
  fields: Partial<typeof jobs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(jobs)
    .values({ ...JOB_FIELDS, companyId, ...fields })
    .returning();
  return row!;
}

/** The row of an uploaded file (no bytes): enough for a candidate to name it. */
export async function buildUploadedFile(
  db: Database,
  uploader: { userId: number; companyId: number | null },
  purpose: "cv" | "video" = "cv",
) {
  const name = `${randomBytes(16).toString("hex")}.${purpose === "cv" ? "pdf" : "mp4"}`;
  await db.insert(uploadedFiles).values({
    name,
    purpose,
    contentType: purpose === "cv" ? "application/pdf" : "video/mp4",
    size: 100,
    originalName: purpose === "cv" ? "cv.pdf" : "intro.mp4",
    companyId: uploader.companyId,
    uploadedBy: uploader.userId,
  });
  return `/api/files/${name}`;
}

export async function buildCandidate(
  db: Database,
  job: { id: number; companyId: number },
  fields: Partial<typeof candidates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(candidates)
    .values({
      companyId: job.companyId,
      jobId: job.id,
      name: "Priya Nair",
      relevantExperience: 3.5,
      expectedCtc: 1_200_000,
      cvFilePath: `/api/files/${randomBytes(16).toString("hex")}.pdf`,
      ...fields,
    })
    .returning();
  return row!;
}
