import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id's passes over memory: the library's default of 2 (with m=19 MiB, p=1: OWASP's recommendation) is
 * the least the product allows; PASSWORD_HASH_TIME_COST raises it (docs/product/accounts.md §9).
 */
export const MIN_PASSWORD_TIME_COST = 2;

export function hashPassword(password: string, timeCost = MIN_PASSWORD_TIME_COST): Promise<string> {
  return hash(password, { timeCost });
}

/**
 * The passes a stored hash was made with (its `t=` parameter); a hash that does not say counts as strong
 * enough, so that nothing is hashed again on a guess.
 */
export function passesOf(passwordHash: string): number {
  const passes = /\$argon2id\$v=\d+\$m=\d+,t=(\d+),p=\d+\$/.exec(passwordHash)?.[1];
  return passes === undefined ? Number.POSITIVE_INFINITY : Number(passes);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Verifies a password; with no hash (unknown account) it still spends the time of one hashed at `timeCost`,
 * so the answer does not tell whether the account exists.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
  timeCost = MIN_PASSWORD_TIME_COST,
): Promise<boolean> {
  if (!passwordHash) {
    let dummy = dummyHashes.get(timeCost);
    if (!dummy) {
      dummy = hash("not-a-real-password", { timeCost });
      dummyHashes.set(timeCost, dummy);
    }
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
