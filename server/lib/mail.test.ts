import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mail";

const log = pino({ level: "silent" });
const dir = mkdtempSync(path.join(tmpdir(), "hr-mail-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("mail", () => {
  it("delivers over SMTP to a real server when SMTP_URL is set", async () => {
    const received: { to: string; raw: string }[] = [];
    const sink = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const port = (sink.server.address() as AddressInfo).port;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: "HR <hr@test>",
        dataDir: dir,
        log,
      });
      await mailer.send({ to: "asha@acme.test", subject: "Verify your email address", text: "Hello" });
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toBe("asha@acme.test");
      expect(received[0]!.raw).toContain("Subject: Verify your email address");
      expect(received[0]!.raw).toContain("From: HR <hr@test>");
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it("writes an .eml file to DATA_DIR/mail when no SMTP is configured", async () => {
    const mailer = createMailer({ from: "HR <hr@test>", dataDir: dir, log });
    await mailer.send({
      to: "kiran@acme.test",
      subject: "Reset your password",
      text: "Open http://x/reset?token=1",
    });
    const files = readdirSync(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dir, "mail", files[0]!), "utf8");
    expect(raw).toContain("To: kiran@acme.test");
    expect(raw).toContain("Subject: Reset your password");
  });
});
