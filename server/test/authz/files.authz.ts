import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { FILE_RULES } from "../../../shared/files/files.schema";
import { fileUrlOf } from "../../areas/files/file-access";
import { uploadedFiles } from "../../areas/files/files.table";
import { candidates } from "../../areas/recruitment/candidates.table";
import { jobs } from "../../areas/recruitment/jobs.table";
import { buildAdmin } from "../../db/seed/factories";
import { fileStorageIn } from "../../lib/file-storage";
import type { MatrixCase, MatrixWorld } from "../authz-matrix";

const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\ntrailer\n%%EOF\n", "latin1");

/** A browser's multipart body for a CV upload: `purpose` then `file`. */
async function cvUpload(): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append("purpose", "cv");
  form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "cv.pdf");
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}

/** A stored CV (bytes and record) uploaded by `uploaderId`, of `companyId`; answers its URL. */
async function storedCv(w: MatrixWorld, companyId: number, uploaderId: number): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.pdf`;
  const size = await fileStorageIn(w.t.config.dataDir).save(
    name,
    Readable.from([PDF]),
    FILE_RULES.cv.maxBytes,
  );
  await w.t.database.db.insert(uploadedFiles).values({
    name,
    purpose: "cv",
    contentType: "application/pdf",
    size,
    originalName: "cv.pdf",
    companyId,
    uploadedBy: uploaderId,
  });
  return fileUrlOf(name);
}

/** Someone else's upload: a fresh ADMIN of the company. */
const anotherAdminOf = async (w: MatrixWorld, company: { id: number }) =>
  (await buildAdmin(w.t.database.db, company.id)).id;

/** A candidate of the company whose CV another admin uploaded (docs/product/recruitment.md §5). */
async function candidateCvOf(w: MatrixWorld, company: { id: number }): Promise<string> {
  const url = await storedCv(w, company.id, await anotherAdminOf(w, company));
  const db = w.t.database.db;
  const [job] = await db
    .insert(jobs)
    .values({
      companyId: company.id,
      title: "Matrix Engineer",
      department: "Engineering",
      location: "Remote",
      employmentType: "Full-time",
      experienceLevel: "Mid Level",
      description: "Matrix",
      requiredSkills: "Matrix",
      qualifications: "Matrix",
      experienceDetails: "Matrix",
    })
    .returning();
  await db.insert(candidates).values({
    companyId: company.id,
    jobId: job!.id,
    name: "Matrix Candidate",
    relevantExperience: 2,
    expectedCtc: 600_000,
    cvFilePath: url,
  });
  return url;
}

/**
 * Who may upload and read files (docs/product/files.md §1): administrators upload; a file is read by its
 * uploader and by those who may see a record naming it, everyone else gets 404 (never 403).
 */
export const filesMatrix: MatrixCase[] = [
  {
    route: "POST /api/files",
    method: "POST",
    // An upload belongs to no record yet: an ADMIN uploads whichever company the case names.
    request: async () => ({ url: "/api/files", ...(await cvUpload()) }),
    expect: {
      anonymous: 401,
      employee: 403,
      employeeOther: 403,
      adminOwn: 201,
      adminOther: 201,
      superAdmin: 201,
    },
  },
  {
    route: "GET /api/files/:name (a candidate's CV)",
    method: "GET",
    request: async (w, company) => ({ url: await candidateCvOf(w, company) }),
    expect: {
      anonymous: 401,
      employee: 404,
      employeeOther: 404,
      adminOwn: 200,
      adminOther: 404,
      superAdmin: 200,
    },
  },
  {
    route: "GET /api/files/:name (an upload no record names yet)",
    method: "GET",
    // Company A's file is the ADMIN of A's own upload; company B's, an admin of B's.
    request: async (w, company) => ({
      url: await storedCv(
        w,
        company.id,
        company.id === w.companyA.id ? w.adminA.userId : await anotherAdminOf(w, company),
      ),
    }),
    expect: {
      anonymous: 401,
      employee: 404,
      employeeOther: 404,
      adminOwn: 200,
      adminOther: 404,
      superAdmin: 200,
    },
  },
];
