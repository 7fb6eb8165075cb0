import { randomBytes } from "node:crypto";
import { type FileHandle, mkdir, open as openFile, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "./errors";

/** A byte range of a stored file, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files' bytes live (docs/ARCHITECTURE.md, Files). Names are the ones the server made
 * (`<32 hex>.<ext>`); anything else is refused, so no name can reach outside the storage.
 */
export interface FileStorage {
  /**
   * Streams `source` into the file `name` and answers its size. Past `maxBytes` it stops with 413 'File is
   * too large (at most …)'; on any failure nothing is left behind.
   */
  save(name: string, source: Readable, maxBytes: number): Promise<number>;
  /** The size of a stored file, or null when there is none. */
  size(name: string): Promise<number | null>;
  /** The file's bytes (the whole file, or a range of it) and its full size; null when there is none. */
  open(name: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a file; nothing happens when it is already gone. */
  remove(name: string): Promise<void>;
  /** Removes what interrupted writes left behind (a crash mid-upload) before `olderThan`; answers how many. */
  removeLeftovers(olderThan: Date): Promise<number>;
}

const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;
const TEMPORARY_NAME = /^\.upload-[0-9a-f]{16}\.tmp$/;
const MB = 1024 * 1024;

/** "10 MB" for 10 × 1024 × 1024 bytes: the limit as the product page words it. */
export function sizeLabel(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, `File is too large (at most ${sizeLabel(maxBytes)})`);

/**
 * The storage on the local disk: `dir` (DATA_DIR/uploads/files). A file is written under a temporary name
 * and renamed into place once complete, so a reader never sees half a file and a failed upload leaves none.
 */
export function createLocalFileStorage(dir: string): FileStorage {
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return path.join(dir, name);
  };

  return {
    async save(name, source, maxBytes) {
      const target = pathOf(name);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.upload-${randomBytes(8).toString("hex")}.tmp`);
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) done(fileTooLarge(maxBytes));
          else done(null, chunk);
        },
      });
      // Created before the first byte flows: a refusal can come before a stream's own open would finish,
      // and the removal below must find the file there, not have it appear after.
      const handle = await openFile(temporary, "wx");
      try {
        await pipeline(source, limit, handle.createWriteStream());
        await rename(temporary, target);
        return size;
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async size(name) {
      try {
        const info = await stat(pathOf(name));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },

    async open(name, range) {
      let handle: FileHandle;
      try {
        handle = await openFile(pathOf(name), "r");
      } catch {
        return null;
      }
      // One handle for the size and the bytes: a file removed meanwhile cannot answer half.
      const info = await handle.stat().catch(() => null);
      if (!info?.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(range ?? {}), size: info.size };
    },

    async remove(name) {
      await rm(pathOf(name), { force: true });
    },

    async removeLeftovers(olderThan) {
      const entries = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const entry of entries.filter((e) => TEMPORARY_NAME.test(e))) {
        const info = await stat(path.join(dir, entry)).catch(() => null);
        if (info && info.mtime < olderThan) {
          await rm(path.join(dir, entry), { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** The storage of an app: DATA_DIR/uploads/files. */
export const fileStorageIn = (dataDir: string): FileStorage =>
  createLocalFileStorage(path.join(dataDir, "uploads", "files"));
