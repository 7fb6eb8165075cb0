import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalFileStorage } from "./file-storage";

/** The local storage on a real directory: what a save leaves behind, refused or not. */

const dir = mkdtempSync(path.join(tmpdir(), "hr-storage-"));
const storage = createLocalFileStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAME = `${"ab".repeat(16)}.pdf`;
const bytes = (n: number) => Readable.from([Buffer.alloc(n, 7)]);

describe("the local file storage", () => {
  it("stores a file within its limit under its name, and nothing else", async () => {
    expect(await storage.save(NAME, bytes(1000), 1000)).toBe(1000);
    expect(readdirSync(dir)).toEqual([NAME]);
    expect(await storage.size(NAME)).toBe(1000);
    await storage.remove(NAME);
    expect(readdirSync(dir)).toEqual([]);
  });

  // A whole upload can arrive as one chunk (a small client's body, or a test's): the refusal then comes
  // before a write stream's own open of the temporary file finishes, and a removal racing that open left the
  // file behind about once in 500 saves. Many refusals in a row, each checked at once and after the
  // thread pool had time to finish anything still pending.
  // 3,000 saves: ~3.5 s alone, more while the whole suite runs.
  it("leaves nothing behind when the first chunk is already past the limit, however often", {
    timeout: 60_000,
  }, async () => {
    const leftovers: string[][] = [];
    for (let i = 0; i < 3000; i++) {
      const refused = await storage.save(NAME, bytes(2048), 1024).catch((error) => error);
      expect(refused.statusCode).toBe(413);
      expect(refused.message).toBe("File is too large (at most 1 KB)");
      const now = readdirSync(dir);
      if (now.length) leftovers.push(now);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leftovers).toEqual([]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
