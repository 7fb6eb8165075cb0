import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One message the SMTP sink received (see e2e/serve.mjs). */
export interface Mail {
  file: string;
  receivedAt: number;
  to: string;
  subject: string;
  text: string;
}

export interface MailLink {
  url: string;
  /** The link's path and query, to open against the test's baseURL. */
  pathAndQuery: string;
  token: string;
}

/** The sink's folder: serve.mjs writes <E2E_RUN_DIR>/sink/<time>-<n>.eml, one file per message. */
export function mailboxDir(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error("E2E_RUN_DIR is not set: run the journeys through e2e/playwright.config.ts");
  return path.join(runDir, "sink");
}

/** Every message received so far, oldest first. */
export function readMailbox(): Mail[] {
  const dir = mailboxDir();
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.sort().map((name) => parseMail(path.join(dir, name)));
}

/**
 * Polls the mailbox until a message to `to` whose subject contains `subjectIncludes` arrives and
 * answers the newest one. `since` (ms since epoch) skips messages received before it.
 */
export async function waitForMail(
  to: string,
  subjectIncludes: string,
  options: { timeout?: number; since?: number } = {},
): Promise<Mail> {
  const timeout = options.timeout ?? 15_000;
  const since = options.since ?? 0;
  const deadline = Date.now() + timeout;
  const wanted = to.toLowerCase();
  for (;;) {
    const match = readMailbox()
      .filter(
        (m) =>
          m.receivedAt >= since && m.to.toLowerCase().includes(wanted) && m.subject.includes(subjectIncludes),
      )
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = readMailbox().map((m) => `${m.to} | ${m.subject}`);
      throw new Error(
        `No mail to ${to} with a subject containing "${subjectIncludes}" within ${timeout} ms. Mailbox: ${
          seen.length ? `\n  ${seen.join("\n  ")}` : "empty"
        }`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail whose path starts with `pathPrefix`, with its `token` parameter. */
export function findLink(mail: Mail, pathPrefix: string): MailLink {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []) {
    const url = new URL(candidate);
    if (!url.pathname.startsWith(pathPrefix)) continue;
    const token = url.searchParams.get("token");
    if (!token) throw new Error(`The link ${candidate} carries no token`);
    return { url: url.href, pathAndQuery: `${url.pathname}${url.search}`, token };
  }
  throw new Error(`No link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
}

function parseMail(file: string): Mail {
  const raw = readFileSync(file, "latin1").replace(/\r\n/g, "\n");
  const split = raw.indexOf("\n\n");
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 2);
  const headers = parseHeaders(headerBlock);
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if ((headers.get("content-type") ?? "text/plain").toLowerCase().startsWith("multipart/")) {
    throw new Error(`${file}: multipart mail is not expected from the app`);
  }
  const receivedAt = Number(path.basename(file).split("-")[0]);
  return {
    file,
    receivedAt: Number.isFinite(receivedAt) ? receivedAt : 0,
    to: decodeWords(headers.get("to") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    text: decodeBody(body, encoding),
  };
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of block.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const latin1Bytes = (s: string) => Buffer.from(s, "latin1");

/** Quoted-printable: soft line breaks `=\n` vanish, `=3D` and friends become their bytes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return latin1Bytes(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return latin1Bytes(body).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
