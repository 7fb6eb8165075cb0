import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readTar, sha256Of, TarWriter } from "./tar";

async function archiveOf(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (chunk: Buffer) => parts.push(chunk));
  const tar = new TarWriter(out);
  for (const file of files) await tar.add(file.name, file.bytes.length, [file.bytes]);
  await tar.end();
  return Buffer.concat(parts);
}

/** Feeds the archive in pieces of `size` bytes, so entries and headers straddle chunk boundaries. */
async function* inPieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function entriesOf(source: AsyncIterable<Buffer>) {
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of readTar(source)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    entries.push({ name: entry.name, bytes: Buffer.concat(parts) });
  }
  return entries;
}

const FILES = [
  { name: "database/postgresql.dump", bytes: randomBytes(70_001) },
  { name: "uploads/files/empty.pdf", bytes: Buffer.alloc(0) },
  { name: "uploads/logos/1-0123456789abcdef.png", bytes: randomBytes(512) },
  { name: `uploads/${"deep/".repeat(25)}name-beyond-a-hundred-bytes.pdf`, bytes: randomBytes(3) },
];

describe("the backup archive's tar format", () => {
  it("reads back every entry, whatever the chunk sizes, with the SHA-256 the writer answered", async () => {
    const out = new PassThrough();
    out.resume();
    const written = [];
    const tar = new TarWriter(out);
    for (const file of FILES) written.push(await tar.add(file.name, file.bytes.length, [file.bytes]));
    await tar.end();
    expect(written.map((w) => w.sha256)).toEqual(FILES.map((f) => sha256Of(f.bytes)));

    const archive = await archiveOf(FILES);
    expect(archive.length % 512).toBe(0);
    for (const size of [7, 512, 65_536]) {
      expect(await entriesOf(inPieces(archive, size))).toEqual(FILES);
    }
  });

  it("skips what a reader leaves unread", async () => {
    const names: string[] = [];
    for await (const entry of readTar(inPieces(await archiveOf(FILES), 1000))) names.push(entry.name);
    expect(names).toEqual(FILES.map((f) => f.name));
  });

  it("refuses an entry whose size differs from the one announced", async () => {
    const tar = new TarWriter(new PassThrough().resume());
    await expect(tar.add("uploads/a.pdf", 10, [Buffer.alloc(9)])).rejects.toThrow(/shrank/);
    await expect(tar.add("uploads/b.pdf", 10, [Buffer.alloc(11)])).rejects.toThrow(/grew/);
  });

  it("refuses a damaged header, an archive cut short and one without its end marker", async () => {
    const archive = await archiveOf(FILES);
    const damaged = Buffer.from(archive);
    damaged[3] = damaged[3]! ^ 0xff;
    await expect(entriesOf(inPieces(damaged, 4096))).rejects.toThrow(/checksum/);
    await expect(entriesOf(inPieces(archive.subarray(0, 20_000), 4096))).rejects.toThrow(/cut short/);
    await expect(entriesOf(inPieces(archive.subarray(0, archive.length - 1024), 4096))).rejects.toThrow(
      /end marker/,
    );
  });
});
