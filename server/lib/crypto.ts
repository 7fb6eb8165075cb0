import { createHash, randomBytes } from "node:crypto";

/** A random 256-bit token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The SHA-256 of a token, as stored in the database. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
