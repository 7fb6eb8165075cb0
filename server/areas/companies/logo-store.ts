import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { notFound } from "../../lib/errors";
import { detectImageType, IMAGE_EXTENSIONS, type ImageType } from "../../lib/images";

/** Uploaded logos live in DATA_DIR/uploads/logos and are served by GET /api/companies/{id}/logo/{file}. */
const dirOf = (dataDir: string) => path.join(dataDir, "uploads", "logos");
const FILE_NAME = /^(\d+)-[0-9a-f]{16}\.(jpg|png|gif|svg)$/;

export async function saveLogo(dataDir: string, companyId: number, bytes: Buffer, type: ImageType) {
  const file = `${companyId}-${randomBytes(8).toString("hex")}.${IMAGE_EXTENSIONS[type]}`;
  await mkdir(dirOf(dataDir), { recursive: true });
  await writeFile(path.join(dirOf(dataDir), file), bytes);
  return `/api/companies/${companyId}/logo/${file}`;
}

/** A stored logo of that company, with its type read from its content; 404 otherwise. */
export async function readLogo(dataDir: string, companyId: number, file: string) {
  const match = FILE_NAME.exec(file);
  if (!match || Number(match[1]) !== companyId) throw notFound("Logo not found");
  const bytes = await readFile(path.join(dirOf(dataDir), file)).catch(() => {
    throw notFound("Logo not found");
  });
  const type = detectImageType(bytes);
  if (!type) throw notFound("Logo not found");
  return { bytes, type };
}
