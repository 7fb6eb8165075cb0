import { and, eq, inArray, or } from "drizzle-orm";
import { isAdministrator, isSuperAdmin, type PolicyActor } from "../../../shared/auth/actor";
import { canReadPayroll } from "../../../shared/payroll/payroll.policy";
import { canManageRecruitment } from "../../../shared/recruitment/recruitment.policy";
import type { Database } from "../../db/client";
import { companies } from "../companies/companies.table";
import { payrolls } from "../payroll/payroll.table";
import { candidates } from "../recruitment/candidates.table";
import { uploadedFiles } from "./files.table";

/**
 * Who may read an uploaded file (docs/product/files.md §3). A file is reachable through the records that
 * name its URL — its "usages" — and each usage says whether such a record is visible to the actor.
 */
export interface FileUsage {
  /** What names the file, for messages and docs: "candidate CV or intro video". */
  what: string;
  /** Whether a record the actor may see names the URL. */
  isVisible(db: Database, actor: PolicyActor, url: string): Promise<boolean>;
  /** Which of these URLs some record names (a file nothing names any more can be released). */
  usedAmong(db: Database, urls: readonly string[]): Promise<Set<string>>;
}

/** Candidates name their CV and intro video (docs/product/recruitment.md §5); their company's admins see them. */
const candidateFiles: FileUsage = {
  what: "candidate CV or intro video",
  async isVisible(db, actor, url) {
    const rows = await db
      .selectDistinct({ companyId: candidates.companyId })
      .from(candidates)
      .innerJoin(companies, and(eq(companies.id, candidates.companyId), eq(companies.isDeleted, false)))
      .where(or(eq(candidates.cvFilePath, url), eq(candidates.introVideoPath, url)));
    return rows.some((row) => canManageRecruitment(actor, row.companyId));
  },
  async usedAmong(db, urls) {
    if (urls.length === 0) return new Set();
    const list = [...urls];
    const [byCv, byVideo] = await Promise.all([
      db
        .selectDistinct({ url: candidates.cvFilePath })
        .from(candidates)
        .where(inArray(candidates.cvFilePath, list)),
      db
        .selectDistinct({ url: candidates.introVideoPath })
        .from(candidates)
        .where(inArray(candidates.introVideoPath, list)),
    ]);
    return new Set([...byCv, ...byVideo].flatMap((row) => (row.url ? [row.url] : [])));
  },
};

/**
 * Payroll rows name their payslip document (docs/product/payroll.md §3): the person paid, their company's
 * admins and SUPER_ADMINs see it (`canReadPayroll`, not tied to payroll being enabled).
 */
const payslipFiles: FileUsage = {
  what: "payslip document",
  async isVisible(db, actor, url) {
    const rows = await db
      .selectDistinct({ userId: payrolls.userId, companyId: payrolls.companyId })
      .from(payrolls)
      .innerJoin(companies, and(eq(companies.id, payrolls.companyId), eq(companies.isDeleted, false)))
      .where(eq(payrolls.payslipDocumentPath, url));
    return rows.some((row) => canReadPayroll(actor, row));
  },
  async usedAmong(db, urls) {
    if (urls.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ url: payrolls.payslipDocumentPath })
      .from(payrolls)
      .where(inArray(payrolls.payslipDocumentPath, [...urls]));
    return new Set(rows.flatMap((row) => (row.url ? [row.url] : [])));
  },
};

/** Every kind of record that names uploaded files. */
export const FILE_USAGES: readonly FileUsage[] = [candidateFiles, payslipFiles];

/** The record of a stored file by its name (locked for the transaction when asked), or undefined. */
export async function findFileRecord(db: Database, name: string, lock = false) {
  const query = db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

type FileRecord = Pick<typeof uploadedFiles.$inferSelect, "name" | "uploadedBy" | "companyId">;

export const fileUrlOf = (name: string) => `/api/files/${name}`;

/**
 * Whether the actor may read a file: a SUPER_ADMIN; its uploader while still an administrator of the same
 * company (so a form can preview it before saving); or anyone who may see a record that names it.
 */
export async function canReadFile(db: Database, actor: PolicyActor, file: FileRecord): Promise<boolean> {
  if (isSuperAdmin(actor)) return true;
  if (isUploader(actor, file)) return true;
  const url = fileUrlOf(file.name);
  for (const usage of FILE_USAGES) {
    if (await usage.isVisible(db, actor, url)) return true;
  }
  return false;
}

const isUploader = (actor: PolicyActor, file: FileRecord) =>
  file.uploadedBy === actor.userId && isAdministrator(actor) && file.companyId === actor.companyId;

/** Which of these file URLs some record still names: one query per usage, whatever the number. */
export async function usedFileUrls(db: Database, urls: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const usage of FILE_USAGES) {
    for (const url of await usage.usedAmong(db, urls)) used.add(url);
  }
  return used;
}

/** Whether any record still names the file's URL. */
export async function isFileUsed(db: Database, url: string): Promise<boolean> {
  return (await usedFileUrls(db, [url])).size > 0;
}
