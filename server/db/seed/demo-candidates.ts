import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { FILE_RULES } from "../../../shared/files/files.schema";
import { CANDIDATE_STATUSES, JOIN_TIMEFRAMES } from "../../../shared/recruitment/candidates.schema";
import { uploadedFiles } from "../../areas/files/files.table";
import { candidates } from "../../areas/recruitment/candidates.table";
import type { FileStorage } from "../../lib/file-storage";
import type { Database } from "../client";
import { demoCvPdf } from "./demo-cv";

/** Demo candidates for each posted job, spread over the pipeline, each with a real PDF CV in the storage. */

const NAMES = [
  "Aditi Rao",
  "Karthik Menon",
  "Farah Sheikh",
  "Vikram Joshi",
  "Meera Pillai",
  "Rohan Das",
  "Sneha Kulkarni",
  "Arjun Reddy",
  "Lakshmi Iyer",
  "Nikhil Bansal",
  "Zoya Qureshi",
  "Siddharth Ghosh",
];

export interface DemoCandidateContext {
  companyId: number;
  uploadedBy: number;
  jobs: readonly { id: number; title: string }[];
  files: FileStorage;
  now: Date;
}

export async function seedDemoCandidates(db: Database, demo: DemoCandidateContext): Promise<void> {
  let n = 0;
  for (const [jobIndex, job] of demo.jobs.entries()) {
    const count = 4 - (jobIndex % 3);
    for (let i = 0; i < count; i++, n++) {
      const name = NAMES[(n + demo.companyId) % NAMES.length]!;
      const years = 1 + ((n * 3) % 9);
      const pdf = demoCvPdf(name, `Applying for ${job.title}`, [
        `${years} years of relevant experience`,
        "Education: B.Tech, Computer Science",
        "References available on request",
      ]);
      const file = `${randomBytes(16).toString("hex")}.pdf`;
      const size = await demo.files.save(file, Readable.from([pdf]), FILE_RULES.cv.maxBytes);
      await db.insert(uploadedFiles).values({
        name: file,
        purpose: "cv",
        contentType: "application/pdf",
        size,
        originalName: `${name.replace(/\s+/g, "-")}-CV.pdf`,
        companyId: demo.companyId,
        uploadedBy: demo.uploadedBy,
      });
      const appliedAt = new Date(demo.now.getTime() - (n % 20) * 86_400_000);
      await db.insert(candidates).values({
        companyId: demo.companyId,
        jobId: job.id,
        name,
        relevantExperience: years + (n % 2) * 0.5,
        expectedCtc: 400_000 + years * 150_000,
        joinTimeframe: JOIN_TIMEFRAMES[n % JOIN_TIMEFRAMES.length]!,
        communicationSkillRating: 5 + (n % 6),
        cvFilePath: `/api/files/${file}`,
        status: CANDIDATE_STATUSES[n % CANDIDATE_STATUSES.length]!,
        createdAt: appliedAt,
        updatedAt: appliedAt,
      });
    }
  }
}
