import { existsSync } from "node:fs";
import { copyFile, lstat, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { isUploadEntry } from "./archive-manifest";
import { BackupRefusal } from "./backup-target";

/** DATA_DIR/uploads: CVs, videos and payslips in `files/`, company logos in `logos/`, anything added later. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, "uploads");

export interface UploadedFile {
  /** The archive entry, `uploads/files/<name>`. */
  entry: string;
  absolute: string;
  size: number;
  mtime: Date;
}

/**
 * Every uploaded file, by archive entry name. Names starting with a dot are an upload cut short
 * (`.upload-….tmp`, removed by the orphan sweep) and are left out; anything else the app would never
 * have written (a link, an odd name) stops the backup rather than being silently left out.
 */
export async function listUploadedFiles(dataDir: string): Promise<UploadedFile[]> {
  const found: UploadedFile[] = [];
  async function walk(dir: string, entryDir: string) {
    for (const name of (await readdir(dir)).sort()) {
      if (name.startsWith(".")) continue;
      const absolute = path.join(dir, name);
      const entry = `${entryDir}/${name}`;
      const info = await lstat(absolute);
      if (info.isDirectory()) await walk(absolute, entry);
      else if (info.isFile() && isUploadEntry(entry))
        found.push({ entry, absolute, size: info.size, mtime: info.mtime });
      else
        throw new BackupRefusal(
          `${absolute} is not a file the app writes (a link, or an unexpected name): move it out of ${uploadsDir(dataDir)} and back up again.`,
        );
    }
  }
  if (existsSync(uploadsDir(dataDir))) await walk(uploadsDir(dataDir), "uploads");
  return found;
}

/** True when DATA_DIR/uploads holds at least one file (of any name). */
export async function hasAnyUploadedFile(dataDir: string): Promise<boolean> {
  const dir = uploadsDir(dataDir);
  if (!existsSync(dir)) return false;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.some((entry) => !entry.isDirectory());
}

/** Moves an unpacked `uploads` tree into DATA_DIR/uploads (copying when the two are on different disks). */
export async function moveUploadsInto(unpacked: string, dataDir: string): Promise<void> {
  if (!existsSync(unpacked)) return;
  for (const entry of await readdir(unpacked, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(uploadsDir(dataDir), path.relative(unpacked, from));
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV") throw error;
      await copyFile(from, to);
      await rm(from);
    });
  }
}
