import { and, eq, sql } from "drizzle-orm";
import type { UserDto } from "../../../shared/auth/auth.schema";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { companies } from "../companies/companies.table";
import { presentUser } from "./users.presenter";
import { users } from "./users.table";

/** E-mail addresses are compared and stored lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** A live (not deleted) user by sign-in name, with every column the account rules need. */
export async function findLiveUserByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, normalizeUsername(username)), eq(users.isDeleted, false)));
  return row ?? null;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.username, normalizeUsername(username)), eq(users.isDeleted, false)));
  return Boolean(row);
}

/** A live user as the client sees them, or 404. */
export async function loadUserDto(db: Database, userId: number): Promise<UserDto> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      isVerified: users.isVerified,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
  if (!row) throw notFound("User not found");
  return presentUser(row);
}
