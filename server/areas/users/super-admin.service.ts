import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hashPassword } from "../../lib/passwords";
import { normalizeUsername } from "./users.service";
import { users } from "./users.table";

/**
 * Creates a verified SUPER_ADMIN unless that address already exists; returns what happened. `timeCost`:
 * argon2id's passes (PASSWORD_HASH_TIME_COST; the least allowed by default).
 */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; password: string; firstName?: string; lastName?: string },
  timeCost?: number,
): Promise<"created" | "exists"> {
  const username = normalizeUsername(input.email);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.isDeleted, false)));
  if (existing) return "exists";
  await db.insert(users).values({
    username,
    passwordHash: await hashPassword(input.password, timeCost),
    role: "SUPER_ADMIN",
    companyId: null,
    firstName: input.firstName ?? "Platform",
    lastName: input.lastName ?? "Administrator",
    isVerified: true,
  });
  return "created";
}

/** The bootstrap of docs/product/accounts.md §9: only when no SUPER_ADMIN exists yet. */
export async function ensureSuperAdmin(
  db: Database,
  bootstrap: { email: string; password: string } | undefined,
  timeCost?: number,
) {
  if (!bootstrap) return "skipped" as const;
  const [any] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "SUPER_ADMIN"), eq(users.isDeleted, false)))
    .limit(1);
  if (any) return "exists" as const;
  return createSuperAdmin(db, bootstrap, timeCost);
}
