import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "../../shared/files/files.schema";
import { docx, EXE, MP4, PDF, purposeAndFile, upload, uploadCv } from "../areas/files/files.fixtures";
import { buildInvoice } from "../areas/finance/invoices.fixtures";
import { buildPayroll } from "../areas/payroll/payroll.fixtures";
import { securityLogs } from "../areas/security-logs/security-logs.table";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { UPLOADED_CONTENT_CSP } from "../lib/security-headers";
import { signIn } from "./accounts";
import { type Client, createTestApp, type TestApp } from "./harness";
import { solidPng } from "./png";

/**
 * Every route that takes or gives a file, walked (issue 13 §7): uploads are checked by content, refused
 * past their limit with 413 leaving nothing on disk, and stored under names the server makes; downloads
 * carry their own type with `nosniff`, are attachments unless they are raster images, are never kept by
 * shared caches, and bytes someone uploaded come with a sandboxing policy; CSV cells cannot start a formula.
 *
 * The last test finds the file routes among all registered ones (a non-JSON body or answer), so a new file
 * route fails here until it has its case below — and with it every check.
 */

let t: TestApp;
let admin: Client;
let root: Client;
let employee: Client;
let companyId: number;
let payrollId: number;
let invoiceId: number;
const files: Record<"pdf" | "docx" | "mp4", string> = { pdf: "", docx: "", mp4: "" };
const logos: Record<"png" | "svg", string> = { png: "", svg: "" };

const MB = 1024 * 1024;
/** A cell a spreadsheet would run, in every place a person's text reaches a CSV. */
const FORMULA = '=HYPERLINK("http://evil.example","x")';
const PNG = solidPng(2, 2, [13, 148, 136]);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
);

const filesDir = () => path.join(t.config.dataDir, "uploads", "files");
const logosDir = () => path.join(t.config.dataDir, "uploads", "logos");
/** Everything in a storage directory, temporary files included. */
const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

const uploadLogo = (client: Client, body: Buffer, type: string) =>
  client.request({
    method: "POST",
    url: `/api/companies/${companyId}/logo`,
    payload: body,
    headers: { "content-type": type },
  });

const dataUrlLogo = (client: Client, body: Buffer, type: string) =>
  client.patch(`/api/companies/${companyId}`, { logo: `data:${type};base64,${body.toString("base64")}` });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db, { name: "=Files & Co", payrollEnabled: true })).id;
  const a = await buildAdmin(db, companyId);
  admin = await signIn(t, a.username, a.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
  const person = await buildEmployee(db, companyId, { firstName: FORMULA, lastName: "+91 98765" });
  employee = await signIn(t, person.username, person.password);
  payrollId = (await buildPayroll(db, person, { month: 3, year: 2026 })).id;
  invoiceId = (await buildInvoice(db, { companyId, createdBy: r.id })).id;
  await db.insert(securityLogs).values({ level: "WARNING", action: "LOGIN_FAILED", message: FORMULA });

  files.pdf = await uploadCv(admin, "cv.pdf");
  files.docx = (await upload(admin, purposeAndFile("cv", docx(), "cv.docx"))).json().url;
  files.mp4 = (await upload(admin, purposeAndFile("video", MP4, "intro.mp4"))).json().url;
  logos.png = (await uploadLogo(admin, PNG, "image/png")).json().company.logo;
  logos.svg = (await uploadLogo(admin, SVG_WITH_SCRIPT, "image/svg+xml")).json().company.logo;
});
afterAll(() => t?.close());

interface DownloadCase {
  /** Fastify's pattern, a note in parentheses allowed. */
  route: string;
  fetch: () => Promise<LightMyRequestResponse>;
  contentType: string;
  /** Bytes someone uploaded (they get the sandboxing policy); otherwise the server wrote them. */
  uploaded: boolean;
  /** A CSV's cell that must come out escaped: the formula person's name unless the file has no names. */
  escapedCell?: string;
}

const DOWNLOADS: DownloadCase[] = [
  {
    route: "GET /api/files/:name (PDF)",
    fetch: () => admin.get(files.pdf),
    contentType: "application/pdf",
    uploaded: true,
  },
  {
    route: "GET /api/files/:name (DOCX)",
    fetch: () => admin.get(files.docx),
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    uploaded: true,
  },
  {
    route: "GET /api/files/:name (MP4)",
    fetch: () => admin.get(files.mp4),
    contentType: "video/mp4",
    uploaded: true,
  },
  {
    route: "GET /api/companies/:id/logo/:file (PNG)",
    fetch: () => employee.get(logos.png),
    contentType: "image/png",
    uploaded: true,
  },
  {
    route: "GET /api/companies/:id/logo/:file (SVG with a script)",
    fetch: () => employee.get(logos.svg),
    contentType: "image/svg+xml",
    uploaded: true,
  },
  {
    route: "GET /api/payrolls/:id/payslip.pdf",
    fetch: () => employee.get(`/api/payrolls/${payrollId}/payslip.pdf`),
    contentType: "application/pdf",
    uploaded: false,
  },
  {
    route: "GET /api/invoices/:id/invoice.pdf",
    fetch: () => admin.get(`/api/invoices/${invoiceId}/invoice.pdf`),
    contentType: "application/pdf",
    uploaded: false,
  },
  {
    route: "GET /api/companies/:id/payrolls/export",
    fetch: () => admin.get(`/api/companies/${companyId}/payrolls/export?month=3&year=2026`),
    contentType: "text/csv; charset=utf-8",
    uploaded: false,
  },
  {
    route: "GET /api/companies/:id/payrolls/statutory",
    fetch: () => admin.get(`/api/companies/${companyId}/payrolls/statutory?month=3&year=2026`),
    contentType: "text/csv; charset=utf-8",
    uploaded: false,
    // Totals per company and state: the company's name ('=Files & Co') is its one text from a person.
    escapedCell: "'=Files & Co",
  },
  {
    route: "GET /api/security-logs/export",
    fetch: () => root.get("/api/security-logs/export"),
    contentType: "text/csv; charset=utf-8",
    uploaded: false,
  },
];

/** Raster images are the only answers a browser may show in place; an SVG can hold script. */
const RASTER = new Set(["image/png", "image/jpeg", "image/gif"]);

describe("every download", () => {
  describe.each(DOWNLOADS)("$route", ({ fetch, contentType, uploaded }) => {
    let res: LightMyRequestResponse;
    beforeAll(async () => {
      res = await fetch();
    });

    it("answers with the type the server knows, never sniffed", () => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe(contentType);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    });

    it(RASTER.has(contentType) ? "may show in place (a raster image)" : "is an attachment", () => {
      const disposition = String(res.headers["content-disposition"] ?? "");
      if (RASTER.has(contentType)) expect(disposition).not.toMatch(/^attachment/);
      else expect(disposition).toMatch(/^attachment; filename="[\x20-\x21\x23-\x7e]+"/);
    });

    it("is never kept by a shared cache", () => {
      const cache = String(res.headers["cache-control"]);
      expect(cache).toMatch(/\b(private|no-store)\b/);
      expect(cache).not.toMatch(/\bpublic\b/);
    });

    it(uploaded ? "runs nothing if opened: a sandboxing policy" : "keeps the app's policy", () => {
      const policy = String(res.headers["content-security-policy"]);
      if (uploaded) expect(policy).toBe(UPLOADED_CONTENT_CSP);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    });
  });

  it("serves an SVG logo that holds a script as a sandboxed attachment", async () => {
    const res = await employee.get(logos.svg);
    expect(res.body).toContain("<script>"); // kept as uploaded: the headers, not the bytes, make it safe
    expect(res.headers["content-disposition"]).toBe('attachment; filename="logo.svg"');
    expect(String(res.headers["content-security-policy"]).split("; ")).toEqual(
      expect.arrayContaining(["default-src 'none'", "sandbox"]),
    );
  });

  it("keeps the caching each file route chose", async () => {
    expect((await admin.get(files.pdf)).headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect((await employee.get(logos.png)).headers["cache-control"]).toBe("private, max-age=86400");
    expect((await employee.get(`/api/payrolls/${payrollId}/payslip.pdf`)).headers["cache-control"]).toBe(
      "private, no-store",
    );
    expect(
      (await admin.get(`/api/companies/${companyId}/payrolls/export?month=3&year=2026`)).headers[
        "cache-control"
      ],
    ).toBe("no-store");
  });
});

/** The cells of a CSV (RFC 4180: quoted fields, doubled quotes inside), without its byte order mark. */
function csvCells(body: string): string[] {
  const text = body.replace(/^\uFEFF/, "");
  const cells: string[] = [];
  const field = /"((?:[^"]|"")*)"|([^,\r\n"]*)/y;
  let at = 0;
  while (at < text.length) {
    field.lastIndex = at;
    const match = field.exec(text)!;
    cells.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
    at = field.lastIndex;
    if (text.startsWith(",", at)) at += 1;
    else if (text.startsWith("\r\n", at)) at += 2;
    else if (at < text.length) throw new Error(`not CSV at ${at}: ${text.slice(at, at + 20)}`);
  }
  return cells;
}

describe.each(DOWNLOADS.filter((d) => d.contentType.startsWith("text/csv")))(
  "$route is safe to open in a spreadsheet",
  ({ fetch, escapedCell }) => {
    it("starts no text cell with =, +, -, @, tab or CR, and keeps the text readable", async () => {
      const cells = csvCells((await fetch()).body);
      const dangerous = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && !/^-?\d+(\.\d+)?$/.test(c));
      expect(dangerous).toEqual([]);
      expect(cells).toContain(escapedCell ?? `'${FORMULA}`);
    });
  },
);

interface UploadCase {
  route: string;
  /** Where its bytes are stored. */
  dir: () => string;
  /** The name the server makes for a stored file. */
  storedName: RegExp;
  accepted: () => Promise<{ res: LightMyRequestResponse; url: string }>;
  tooLarge: Array<() => Promise<LightMyRequestResponse>>;
  /** Bytes of another kind, declared (name and type) as one the route accepts. */
  disguised: Array<() => Promise<LightMyRequestResponse>>;
}

const UPLOADS: UploadCase[] = [
  {
    route: "POST /api/files",
    dir: filesDir,
    storedName: /^\/api\/files\/[0-9a-f]{32}\.pdf$/,
    accepted: async () => {
      const res = await upload(admin, purposeAndFile("cv", PDF, "../../etc/passwd.pdf", "application/pdf"));
      return { res, url: res.json().url };
    },
    tooLarge: [
      () => upload(admin, purposeAndFile("cv", Buffer.concat([PDF, Buffer.alloc(10 * MB)]), "cv.pdf")),
      // the file before its purpose: the largest limit applies while it streams
      () =>
        upload(admin, purposeAndFile("video", Buffer.concat([MP4, Buffer.alloc(FILE_MAX_BYTES)]), "v.mp4")),
    ],
    disguised: [
      () => upload(admin, purposeAndFile("cv", EXE, "cv.pdf", "application/pdf")),
      () => upload(admin, purposeAndFile("video", PDF, "intro.mp4", "video/mp4")),
    ],
  },
  {
    route: "POST /api/companies/:id/logo",
    dir: logosDir,
    storedName: /^\/api\/companies\/\d+\/logo\/\d+-[0-9a-f]{16}\.png$/,
    accepted: async () => {
      const res = await uploadLogo(admin, PNG, "image/svg+xml");
      return { res, url: res.json().company.logo };
    },
    tooLarge: [
      () => uploadLogo(admin, Buffer.concat([PNG, Buffer.alloc(5 * MB)]), "image/png"),
      () => uploadLogo(admin, Buffer.concat([PNG, Buffer.alloc(6 * MB)]), "image/png"),
    ],
    disguised: [
      () => uploadLogo(admin, PDF, "image/png"),
      () => uploadLogo(admin, Buffer.from("<html><script>alert(1)</script></html>"), "image/svg+xml"),
    ],
  },
  {
    route: "PATCH /api/companies/:id (a data-URL logo)",
    dir: logosDir,
    storedName: /^\/api\/companies\/\d+\/logo\/\d+-[0-9a-f]{16}\.png$/,
    accepted: async () => {
      const res = await dataUrlLogo(admin, PNG, "image/gif");
      return { res, url: res.json().logo };
    },
    tooLarge: [() => dataUrlLogo(admin, Buffer.concat([PNG, Buffer.alloc(5 * MB)]), "image/png")],
    disguised: [() => dataUrlLogo(admin, EXE, "image/png")],
  },
];

describe("every upload", () => {
  describe.each(UPLOADS)("$route", ({ dir, storedName, accepted, tooLarge, disguised }) => {
    it("stores an accepted file under a name the server makes, whatever it was called or declared", async () => {
      const before = listing(dir());
      const { res, url } = await accepted();
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(url).toMatch(storedName);
      expect(listing(dir())).toEqual([...before, path.basename(url)].sort());
      expect(res.headers["cache-control"]).toBe("no-store");
    });

    it.each(tooLarge.map((send, i) => [i + 1, send] as const))(
      "answers 413 past its limit and leaves nothing on disk (%i)",
      async (_n, send) => {
        const before = listing(dir());
        const res = await send();
        expect(res.statusCode, res.body).toBe(413);
        expect(res.json().message).toMatch(/too large/i);
        expect(listing(dir())).toEqual(before);
      },
    );

    it.each(disguised.map((send, i) => [i + 1, send] as const))(
      "checks the content, not the name or declared type: 415, nothing on disk (%i)",
      async (_n, send) => {
        const before = listing(dir());
        const res = await send();
        expect(res.statusCode, res.body).toBe(415);
        expect(listing(dir())).toEqual(before);
      },
    );
  });
});

/** `GET /api/x (note)` → `GET /api/x`. */
const routeOf = (label: string) => label.replace(/\s*\(.*\)$/, "");
const methodsOf = (route: RouteOptions) => ([] as string[]).concat(route.method);

/** Not files, though their answers are not JSON. */
const NOT_FILE_ROUTES = new Set(["GET /api/verify-email"]); // a redirect to the web app

/**
 * A route is a file route when its schema says it takes or gives something other than JSON, or when a GET
 * declares no JSON answer (a JSON route always declares one: its serializer writes only declared fields).
 */
function isFileRoute(route: RouteOptions, method: string): boolean {
  const schema = (route.schema ?? {}) as {
    hide?: boolean;
    consumes?: string[];
    produces?: string[];
    response?: Record<string, { def?: { type?: string } } | undefined>;
  };
  if (schema.hide || !route.url.startsWith("/api/")) return false;
  const notJson = (types?: string[]) => (types ?? []).some((type) => type !== "application/json");
  if (notJson(schema.consumes) || notJson(schema.produces)) return true;
  const answer = schema.response?.[200]?.def?.type;
  return method === "GET" && (answer === undefined || ["string", "any", "unknown"].includes(answer));
}

describe("the file routes", () => {
  it("have a case above each, and each case names a registered route", () => {
    const registered = t.routes.flatMap((route) => methodsOf(route).map((m) => `${m} ${route.url}`));
    const fileRoutes = t.routes.flatMap((route) =>
      methodsOf(route)
        .filter((m) => m !== "HEAD" && isFileRoute(route, m))
        .map((m) => `${m} ${route.url}`),
    );
    const covered = new Set([...DOWNLOADS, ...UPLOADS].map((c) => routeOf(c.route)));
    const missing = fileRoutes.filter((r) => !covered.has(r) && !NOT_FILE_ROUTES.has(r));
    expect(missing, "a file route without a case in file-routes.api.test.ts").toEqual([]);
    expect([...covered].filter((r) => !registered.includes(r))).toEqual([]);
    expect(fileRoutes.length).toBeGreaterThanOrEqual(6);
  });
});
