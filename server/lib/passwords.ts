import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (m=19 MiB, t=2, p=1): OWASP's recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no hash (unknown account) it still spends the same time. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
