import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Writable } from "node:stream";

/**
 * The small part of the POSIX ustar format a backup needs: regular files only, written and read as
 * streams, so an archive of any size never sits in memory. Reading is strict — a bad header checksum, an
 * entry of another type or an archive cut short is an error, never skipped.
 */

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);
const OCTAL_SIZE_LIMIT = 8 ** 11; // what 11 octal digits hold; larger sizes use the base-256 form

export interface TarEntryWritten {
  name: string;
  size: number;
  sha256: string;
}

/** Writes ustar entries to `out` (for a backup, a gzip stream), waiting whenever it asks to. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Adds a file of exactly `size` bytes and answers its SHA-256; another count is an error. */
  async add(
    name: string,
    size: number,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    mtime = new Date(),
  ): Promise<TarEntryWritten> {
    await this.write(header(name, size, mtime));
    const hash = createHash("sha256");
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being archived`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being archived`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(ZERO_BLOCK.subarray(0, padding));
    return { name, size, sha256: hash.digest("hex") };
  }

  /** Writes the end-of-archive marker (two zero blocks) and ends the stream. */
  async end(): Promise<void> {
    await this.write(Buffer.concat([ZERO_BLOCK, ZERO_BLOCK]));
    this.out.end();
  }

  private async write(chunk: Uint8Array): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, base] = splitName(name);
  block.write(base, 0, 100, "utf8");
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  if (size < OCTAL_SIZE_LIMIT) writeOctal(block, 124, 12, size);
  else writeBase256(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.write("        ", 148, 8, "latin1"); // the checksum field counts as spaces while summing
  block.write("0", 156, 1, "latin1");
  block.write("ustar\u000000", 257, 8, "latin1");
  block.write(prefix, 345, 155, "utf8");
  writeOctal(block, 148, 7, checksumOf(block));
  return block;
}

/** ustar keeps a name of up to 100 bytes, or a prefix of up to 155 and a rest of up to 100 split at a '/'. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let i = name.indexOf("/"); i !== -1; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`The name ${name} is too long for the archive`);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number): void {
  block.write(`${value.toString(8).padStart(length - 1, "0")}\u0000`, offset, length, "latin1");
}

function writeBase256(block: Buffer, offset: number, length: number, value: number): void {
  let rest = BigInt(value);
  for (let i = offset + length - 1; i > offset; i--) {
    block[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  block[offset] = 0x80;
}

function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum;
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; what is left unread is skipped before the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Reads the entries of a ustar stream in order. Consume each entry's body before asking for the next. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new Error("the archive ends before its end marker");
    if (block.equals(ZERO_BLOCK)) {
      const second = await reader.read(BLOCK);
      if (second && !second.equals(ZERO_BLOCK)) throw new Error("the archive's end marker is damaged");
      await reader.drain(); // reading to the end lets gzip check its checksum over everything
      return;
    }
    const entry = parseHeader(block);
    let remaining = entry.size;
    const body = (async function* () {
      while (remaining > 0) {
        const chunk = await reader.next(remaining);
        remaining -= chunk.length;
        yield chunk;
      }
    })();
    yield { ...entry, body };
    if (remaining > 0) await reader.skip(remaining);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding) await reader.skip(padding);
  }
}

function parseHeader(block: Buffer): { name: string; size: number } {
  if (readOctal(block, 148, 8) !== checksumOf(block)) throw new Error("an entry header's checksum is wrong");
  if (block.toString("latin1", 257, 262) !== "ustar") throw new Error("an entry is not in the ustar format");
  const type = block.toString("latin1", 156, 157);
  const name = readString(block, 0, 100);
  const prefix = readString(block, 345, 155);
  const fullName = prefix ? `${prefix}/${name}` : name;
  if (type !== "0" && type !== "\u0000") throw new Error(`${fullName} is not a regular file`);
  const size = block[124]! & 0x80 ? readBase256(block, 124, 12) : readOctal(block, 124, 12);
  return { name: fullName, size };
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.toString("utf8", 0, end === -1 ? length : end);
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .toString("latin1", offset, offset + length)
    .replace(/[\0 ]+$/, "")
    .trim();
  if (!/^[0-7]+$/.test(text)) throw new Error("an entry header holds a malformed number");
  return Number.parseInt(text, 8);
}

function readBase256(block: Buffer, offset: number, length: number): number {
  let value = BigInt(block[offset]! & 0x7f);
  for (let i = offset + 1; i < offset + length; i++) value = (value << 8n) | BigInt(block[i]!);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("an entry is too large");
  return Number(value);
}

/** Exact reads over a stream of chunks of any size. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Exactly `n` bytes; null at a clean end of the stream; an error when it ends part way. */
  async read(n: number): Promise<Buffer | null> {
    await this.fill(n);
    if (this.buffered === 0 && this.ended) return null;
    if (this.buffered < n) throw new Error("the archive is cut short");
    const all = Buffer.concat(this.chunks);
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.buffered -= n;
    return all.subarray(0, n);
  }

  /** Between 1 and `max` bytes. */
  async next(max: number): Promise<Buffer> {
    await this.fill(1);
    const first = this.chunks[0];
    if (!first) throw new Error("the archive is cut short");
    const piece = first.length > max ? first.subarray(0, max) : first;
    if (piece === first) this.chunks.shift();
    else this.chunks[0] = first.subarray(max);
    this.buffered -= piece.length;
    return piece;
  }

  async skip(n: number): Promise<void> {
    for (let left = n; left > 0; ) left -= (await this.next(left)).length;
  }

  /** Reads the rest of the stream, discarding it. */
  async drain(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    while (!this.ended) this.ended = (await this.source.next()).done === true;
  }

  private async fill(n: number): Promise<void> {
    while (this.buffered < n && !this.ended) await this.pull();
  }

  private async pull(): Promise<void> {
    const result = await this.source.next();
    if (result.done) this.ended = true;
    else if (result.value.length > 0) {
      this.chunks.push(result.value);
      this.buffered += result.value.length;
    }
  }
}

/** SHA-256 as lowercase hex, the form the manifest uses. */
export const sha256Of = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
