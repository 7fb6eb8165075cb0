import { z } from "zod";

/**
 * Uploaded files (docs/product/files.md): what each purpose accepts, checked by content on the server,
 * and the URL a record stores.
 */

export const FILE_PURPOSES = ["cv", "video", "payslip"] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

const MB = 1024 * 1024;

/** What each purpose accepts: the kinds the server recognises by their first bytes, and the size limit. */
export const FILE_RULES = {
  cv: { kinds: ["pdf", "doc", "docx"], maxBytes: 10 * MB, label: "PDF, DOC or DOCX", maxLabel: "10 MB" },
  video: { kinds: ["mp4", "webm"], maxBytes: 100 * MB, label: "MP4 or WebM", maxLabel: "100 MB" },
  payslip: { kinds: ["pdf", "doc", "docx"], maxBytes: 10 * MB, label: "PDF, DOC or DOCX", maxLabel: "10 MB" },
} as const satisfies Record<
  FilePurpose,
  { kinds: readonly string[]; maxBytes: number; label: string; maxLabel: string }
>;

/** What each purpose says of a file of another kind (415). */
export const KIND_REFUSED: Record<FilePurpose, string> = {
  cv: "CV must be a PDF, DOC or DOCX file",
  video: "Intro video must be an MP4 or WebM file",
  payslip: "Payslip must be a PDF, DOC or DOCX file",
};

/** The largest upload of any purpose: the server stops reading any body beyond it. */
export const FILE_MAX_BYTES = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxBytes));

/** The URL of an uploaded file: `/api/files/` and the name the server made for it. */
export const FILE_URL_PATTERN = /^\/api\/files\/[0-9a-f]{32}\.(pdf|doc|docx|mp4|webm)$/;
export const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(pdf|doc|docx|mp4|webm)$/;

export const filePurposeSchema = z.enum(FILE_PURPOSES, { error: "Purpose must be cv, video or payslip" });

export const uploadedFileDtoSchema = z.object({
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadedFileDto = z.infer<typeof uploadedFileDtoSchema>;

export const fileNameParamSchema = z.object({
  name: z.string().regex(FILE_NAME_PATTERN, "File not found"),
});
