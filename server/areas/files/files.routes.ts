import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { errorSchema } from "../../../shared/auth/auth.schema";
import {
  FILE_MAX_BYTES,
  fileNameParamSchema,
  uploadedFileDtoSchema,
} from "../../../shared/files/files.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { UPLOADED_CONTENT_CSP } from "../../lib/security-headers";
import { contentDispositionOf, findReadableFile, openDownload } from "./download.service";
import { type UploadPart, uploadFile } from "./upload.service";

const tags = ["Files"];

/**
 * The multipart parser's limits: one file, a few small fields. The file part may run one byte past the
 * largest limit, so the storage sees it is too large and answers 413 with its own words; the purpose's own
 * limit is applied while the bytes stream (files.service.ts).
 */
const MULTIPART_LIMITS = {
  limits: {
    fileSize: FILE_MAX_BYTES + 1,
    files: 1,
    fields: 10,
    parts: 12,
    fieldSize: 1024,
    headerPairs: 100,
  },
  throwFileSizeLimit: false,
};

/**
 * Headers of every download: the stored type only, never sniffed; not kept by shared caches, checked again
 * at each use (access can be withdrawn); and, should a browser render it anyway, a sandbox where nothing runs.
 */
const DOWNLOAD_HEADERS = {
  "x-content-type-options": "nosniff",
  "cache-control": "private, max-age=0, must-revalidate",
  "accept-ranges": "bytes",
  "content-security-policy": UPLOADED_CONTENT_CSP,
};

/**
 * A refusal (403, 400, 413, 415) can come while the body is still arriving: its unread rest is read and
 * dropped rather than left paused, so a client that keeps sending ends its request normally and keeps its
 * connection (most stop at the early answer anyway).
 */
async function drainUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/** The parts of a body that is not multipart: none, so the answer is 400 'File is required'. */
async function* noParts(): AsyncGenerator<UploadPart> {}

export const filesRoutes: AreaPlugin = async (app) => {
  // Registered here, not for the whole app: only this area reads multipart bodies; other routes refuse them.
  await app.register(fastifyMultipart, MULTIPART_LIMITS);

  app.post(
    "/api/files",
    {
      onRequest: app.authenticate,
      // The body may be 100 MB: it streams to disk with no transaction held (one statement records it after).
      config: { transactional: false },
      bodyLimit: FILE_MAX_BYTES + 1024 * 1024,
      onError: drainUnreadBody,
      schema: {
        tags,
        summary:
          "Upload a CV, intro video or payslip (ADMIN, SUPER_ADMIN): multipart `purpose` (cv, video, payslip) then `file`; checked by content",
        consumes: ["multipart/form-data"],
        response: {
          201: uploadedFileDtoSchema,
          400: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // `parts()` reads nothing until iterated, so the role is checked before any byte is.
      const parts: AsyncIterable<UploadPart> = request.isMultipart()
        ? request.parts(MULTIPART_LIMITS)
        : noParts();
      const uploaded = await uploadFile(request.ctx, actorOf(request), parts, originOf(request));
      reply.code(201);
      return uploaded;
    },
  );

  app.get(
    "/api/files/:name",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "An uploaded file, to its uploader and to those who may see a record naming it (404 otherwise); honours a single Range",
        params: fileNameParamSchema,
      },
    },
    async (request, reply) => {
      const file = await findReadableFile(request.ctx, actorOf(request), request.params.name);
      const download = await openDownload(request.ctx, file, request.headers.range);
      reply.headers(DOWNLOAD_HEADERS);
      if (download.status === 416) {
        return reply
          .code(416)
          .header("content-range", `bytes */${download.size}`)
          .send({ message: "Range not satisfiable" });
      }
      reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDispositionOf(file));
      if (download.status === 206) {
        const { start, end } = download.range;
        reply.code(206).header("content-range", `bytes ${start}-${end}/${download.size}`);
        reply.header("content-length", end - start + 1);
      } else {
        reply.header("content-length", download.size);
      }
      return reply.send(download.stream);
    },
  );
};
