// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the built web app, so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
// Run after `vite build` (npm run build and scripts/web-build.mjs do); `node scripts/precompress.mjs [dist]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text-like formats worth compressing; images, woff2 and the like are compressed already. */
export const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".xml",
  ".webmanifest",
  ".wasm",
  ".ttf",
  ".otf",
]);

/** Below this a compressed copy saves less than a packet and costs a file. */
export const MIN_BYTES = 1024;

/** The files under dir to compress: compressible, at least MIN_BYTES, outside dot folders (.vite/). */
export function compressibleFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...compressibleFiles(full));
    else if (COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()) && statSync(full).size >= MIN_BYTES)
      found.push(full);
  }
  return found;
}

/**
 * Writes file.br (brotli quality 11) and file.gz (gzip level 9) beside each compressible file of dist, each
 * only when smaller than the original; returns { file, raw, br, gz } per file (0 for a copy not written).
 */
export async function precompress(dist) {
  return Promise.all(
    compressibleFiles(dist).map(async (file) => {
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      const written = { file: path.relative(dist, file), raw: raw.length, br: 0, gz: 0 };
      if (br.length < raw.length) {
        writeFileSync(`${file}.br`, br);
        written.br = br.length;
      }
      if (gz.length < raw.length) {
        writeFileSync(`${file}.gz`, gz);
        written.gz = gz.length;
      }
      return written;
    }),
  );
}

async function main() {
  const dist = path.resolve(root, process.argv[2] ?? "dist/web");
  if (!statSync(path.join(dist, "index.html"), { throwIfNoEntry: false })) {
    console.error(`No built web app in ${dist}: run npm run build.`);
    process.exit(1);
  }
  const files = await precompress(dist);
  const sum = (key) => files.reduce((total, file) => total + (file[key] || file.raw), 0) / 1024;
  console.log(
    `Precompressed ${files.length} files: ${sum("raw").toFixed(1)} KB, brotli ${sum("br").toFixed(1)} KB, gzip ${sum("gz").toFixed(1)} KB`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
