import { and, asc, count, eq, gt, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { belongsToCompany } from "../../../shared/auth/actor";
import type { UserDto } from "../../../shared/auth/auth.schema";
import { pageOf } from "../../../shared/common/list.schema";
import type { UserListItem } from "../../../shared/users/users.schema";
import type { Database } from "../../db/client";
import { callersCompany, inCompanyOf, preparedScope } from "../../lib/company-scope";
import { notFound } from "../../lib/errors";
import {
  LIST_TOTAL,
  type ListPage,
  PAGE,
  runPreparedList,
  SEARCH,
  searchPattern,
  withTotal,
} from "../../lib/lists";
import { preparedPerShape } from "../../lib/prepared";
import type { Actor } from "../auth/sessions.service";
import { twoFactorCredentials } from "../auth/two-factor.table";
import { companies } from "../companies/companies.table";
import { presentUser, presentUserListItem } from "./users.presenter";
import { searchTextOf, users } from "./users.table";

/** E-mail addresses are compared and stored lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * A live user by e-mail address, with every column the account rules need. `lock` holds the row until the request's transaction ends, so that
 * concurrent sign-ins count their failures one after another (docs/product/accounts.md, lockout).
 */
export async function findLiveUserByUsername(
  db: Database,
  username: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.username, normalizeUsername(username)), eq(users.isDeleted, false)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.username, normalizeUsername(username)), eq(users.isDeleted, false)));
  return Boolean(row);
}

/**
 * A live user as the client sees them, or 404. `companyId`, when the caller knows it (the session's, or the
 * company a change just found them in), is named in the read too (docs/SCALING.md §3); sign-in does not
 * know it yet.
 */
export async function loadUserDto(
  db: Database,
  userId: number,
  platformTimezone: string,
  companyId?: number | null,
): Promise<UserDto> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      companyTimezone: companies.timezone,
      isVerified: users.isVerified,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isDeleted, false),
        companyId === undefined ? undefined : inCompanyOf(users.companyId, companyId),
      ),
    );
  if (!row) throw notFound("User not found");
  return presentUser(row, platformTimezone);
}

/** The columns every admin list and form shows, joined with the company name. */
const listColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  companyId: users.companyId,
  companyName: companies.name,
  isVerified: users.isVerified,
  department: users.department,
  totalLeaves: users.totalLeaves,
  salary: users.salary,
  taxAmount: users.taxAmount,
  deductionAmount: users.deductionAmount,
  taxPercentage: users.taxPercentage,
  benefitsPercentage: users.benefitsPercentage,
  annualCtc: users.annualCtc,
  workState: users.workState,
  isLocked: users.isLocked,
  failedLoginAttempts: users.failedLoginAttempts,
  lockedUntil: users.lockedUntil,
  // One primary-key probe per row of the page (docs/product/accounts.md §3.3).
  twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactorCredentials} where ${twoFactorCredentials.userId} = ${users.id} and ${twoFactorCredentials.enabledAt} is not null)`,
};

/** `twoFactorEnabled` of a page joined with the credentials (one row per person at most: its key is the user). */
const pageTwoFactorEnabled = sql<boolean>`${twoFactorCredentials.enabledAt} is not null`;

/** A lock still in force at the `now` placeholder (a lock whose time has passed reads as Active, as `isLockActive`). */
const lockActiveNow = () =>
  and(eq(users.isLocked, true), or(isNull(users.lockedUntil), gt(users.lockedUntil, sql.placeholder("now"))));

/** Which of the people list's filters a request uses: one prepared statement each (server/lib/prepared.ts). */
export interface UserListShape {
  everyCompany: boolean;
  roles?: readonly string[];
  locked: boolean;
  search: boolean;
}

/**
 * Live people, written as the literal the partial indexes name (`is_deleted = false`), not a parameter: a
 * generic plan of a prepared statement can then still use them (docs/SCALING.md, "People").
 */
const isLive = sql`${users.isDeleted} = false`;

/**
 * `q`: a first name, last name, whole name ("First Last") or e-mail containing the text, as one ILIKE over
 * the text the trigram index holds (users.table.ts, searchTextOf), so a search over every company reads the
 * matching people, not all of them (docs/SCALING.md, "People").
 */
const matchesPersonSearch = () => ilike(searchTextOf(users), sql.placeholder(SEARCH));

/** The people list's statements, one pair per shape (exported for their plan tests: users-indexes.api.test.ts). */
export const userListStatements = preparedPerShape(
  "users_list",
  (s: UserListShape) =>
    `${s.everyCompany ? "all" : "co"}${s.roles ? `_${s.roles.join("_")}` : ""}${s.locked ? "_locked" : ""}${s.search ? "_q" : ""}`,
  (db, s: UserListShape, name) => {
    const where = and(
      isLive,
      preparedScope(s.everyCompany, users.companyId),
      s.roles ? inArray(users.role, [...s.roles]) : undefined,
      s.locked ? lockActiveNow() : undefined,
      s.search ? matchesPersonSearch() : undefined,
    );
    const counted = db.select({ total: count() }).from(users).where(where);
    // The page's people first, by id alone (an index-only scan of users_live_name_idx when nothing else
    // filters), then their columns, company and two-factor state for those rows only: a page deep in the
    // list skips index entries, not joined rows (docs/SCALING.md, "People").
    const pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .as("page_ids");
    // The two-factor state by one join of the page's rows, not a probe per row: the credentials table is
    // small, so each probe was a sequential scan, and each scan asks the file's size (on PGlite an fstat
    // through Node's file system, 20 a page; bench/README.md).
    const page = db
      .select({ ...listColumns, twoFactorEnabled: pageTwoFactorEnabled, [LIST_TOTAL]: withTotal(counted) })
      .from(pageIds)
      .innerJoin(users, eq(users.id, pageIds.id))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(twoFactorCredentials, eq(twoFactorCredentials.userId, users.id))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    // A search over every company has no best plan for every text: a rare one reads the trigram index, one
    // that matches nearly everyone walks the name index. A named statement may settle on one generic plan
    // for all texts (PostgreSQL does after five runs when it looks cheaper), so this shape runs unnamed and
    // is planned with its text each time, as the security log's search is (docs/SCALING.md, "People").
    if (s.everyCompany && s.search) return { page, count: counted };
    return { page: page.prepare(name), count: counted.prepare(`${name}_n`) };
  },
);

/**
 * Live users of one company (or of every company), optionally without admins, by name: one page and the
 * total. `q` finds a first name, last name, whole name or e-mail; `locked` keeps only accounts locked now.
 */
export async function listUsers(
  db: Database,
  now: Date,
  filter: { companyId: number | "all"; roles?: readonly string[]; q?: string; locked?: boolean },
  page: { limit: number; offset: number } = pageOf({}),
): Promise<ListPage<UserListItem>> {
  const search = searchPattern(filter.q);
  const statements = userListStatements(db, {
    everyCompany: filter.companyId === "all",
    roles: filter.roles,
    locked: filter.locked === true,
    search: search !== undefined,
  });
  const values = { companyId: filter.companyId, now: now.toISOString(), [SEARCH]: search, ...page };
  return runPreparedList(statements, values, (row) => presentUserListItem(row, now));
}

/** One live user of `companyId` (null: a SUPER_ADMIN) as admins see them. */
export async function loadUserListItem(db: Database, now: Date, userId: number, companyId: number | null) {
  const [row] = await db
    .select(listColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), inCompanyOf(users.companyId, companyId), eq(users.isDeleted, false)));
  if (!row) throw notFound("User not found");
  return presentUserListItem(row, now);
}

export type UserRow = typeof users.$inferSelect;

/**
 * The write that follows `findUserFor` names the company it found (`inCompanyOf`); unless that read took the
 * row's lock, a SUPER_ADMIN may have moved the person to another company meanwhile, and then the write
 * changes nobody: the request answers 404 as if the read had come after the move, and its transaction rolls
 * back.
 */
export function requireStillInCompany(changed: unknown[]): void {
  if (changed.length === 0) throw notFound("User not found");
}

/**
 * A live user the actor may reach: a SUPER_ADMIN anyone, others only in their own company;
 * anyone else (another company's, a deleted one, a SUPER_ADMIN for an ADMIN) is 404. `lock` holds the row
 * until the request's transaction ends.
 */
export async function findUserFor(
  db: Database,
  actor: Actor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), callersCompany(actor, users.companyId), eq(users.isDeleted, false)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || !belongsToCompany(actor, row.companyId)) throw notFound("User not found");
  return row;
}
