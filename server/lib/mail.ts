import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when a URL is configured; otherwise every mail becomes an .eml file in `dataDir/mail`. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : fileMailer(options);
}

/** nodemailer loads with the first mail, not with every start of the server (docs/ARCHITECTURE.md, Start). */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then((nodemailer) => nodemailer.default.createTransport(options));
    return transport;
  };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = lazyTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ignoreTLS: url.searchParams.get("ignoreTLS") === "true",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
  });
  return {
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}

function fileMailer(options: { from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.join(options.dataDir, "mail");
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(dir, name);
      await writeFile(file, info.message as Buffer);
      // Without SMTP this mailbox is the only way to follow a link, so the links are logged (README.md, SMTP_URL).
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: message.to, subject: message.subject, file, links },
        "mail written to the local mailbox",
      );
    },
  };
}
