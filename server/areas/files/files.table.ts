import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";

/**
 * Uploaded files (CVs, intro videos, payslips): the name the server made, what the content was found to
 * be, and who uploaded it. The bytes live in the file storage (docs/ARCHITECTURE.md, Files).
 */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: serial("id").primaryKey(),
    /** `<32 hex>.<ext>`: the only name the storage and the URL know. */
    name: varchar("name", { length: 64 }).notNull(),
    purpose: varchar("purpose", { length: 16 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    /** The uploader's file name, only for the download's suggested name. */
    originalName: varchar("original_name", { length: 255 }).notNull(),
    /** The uploader's company (null for a SUPER_ADMIN). */
    companyId: integer("company_id").references(() => companies.id),
    uploadedBy: integer("uploaded_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploaded_files_name_idx").on(t.name),
    index("uploaded_files_uploader_idx").on(t.uploadedBy),
    index("uploaded_files_company_idx").on(t.companyId),
    index("uploaded_files_created_idx").on(t.createdAt, t.id),
  ],
);
