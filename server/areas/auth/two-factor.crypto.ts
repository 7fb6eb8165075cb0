import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from "node:crypto";

/**
 * The TOTP secret at rest: AES-256-GCM with a key derived from SESSION_SECRET, so a copy of the database
 * alone (a backup, a dump) does not give anyone's second factor. Changing SESSION_SECRET therefore turns
 * every second factor unreadable: set it once per deployment (README, Environment).
 */
function keyOf(sessionSecret: string): Buffer {
  return createHash("sha256").update(`two-factor-secret:${sessionSecret}`).digest();
}

export function encryptSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function decryptSecret(stored: string, sessionSecret: string): string {
  const [iv, tag, body] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = createDecipheriv("aes-256-gcm", keyOf(sessionSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
}

// No 0/O, 1/I/L, U: a code read off paper is typed back without doubt.
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A recovery code: 16 random characters of a 30-letter alphabet (about 78 bits), as XXXX-XXXX-XXXX-XXXX. */
export function randomRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join("")).join("-");
}
