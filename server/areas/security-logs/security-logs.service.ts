import { and, count, desc, eq, inArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { canReadSecurityLogs } from "../../../shared/security-logs/security-logs.policy";
import {
  type LogPeriod,
  logPeriodOf,
  SECURITY_LOG_PAGE_SIZE,
  totalCapOf,
} from "../../../shared/security-logs/security-logs.rules";
import type {
  SecurityLogFilter,
  SecurityLogListQuery,
  SecurityLogPageDto,
} from "../../../shared/security-logs/security-logs.schema";
import type { Database } from "../../db/client";
import { authorize } from "../../lib/errors";
import { containsPattern, PAGE, PAGE_PLANNED_ONCE } from "../../lib/lists";
import { preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { presentSecurityLog } from "./security-logs.presenter";
import { securityLogs } from "./security-logs.table";

/**
 * Reading the security log (docs/product/security-logs.md §4, §7): the filters as one condition, a page
 * newest first, and a total counted exactly up to a cap (totalCapOf). Only a SUPER_ADMIN reads it.
 */

/**
 * How long a total found at its cap is kept (§7): rows are only added between retention runs, so such a
 * total stays at the cap; any write of this process forgets it at once (lib/read-cache.ts).
 */
export const TOTAL_AT_CAP_MAX_AGE_MS = 10_000;

/** A name or e-mail search matching more people than this is matched by a subquery instead of a list. */
const NAMED_PEOPLE_MAX = 1000;

/** The row's columns and the names the viewer shows beside them. */
export const logWithNames = {
  id: securityLogs.id,
  timestamp: securityLogs.timestamp,
  level: securityLogs.level,
  action: securityLogs.action,
  userId: securityLogs.userId,
  companyId: securityLogs.companyId,
  resourceType: securityLogs.resourceType,
  resourceId: securityLogs.resourceId,
  ipAddress: securityLogs.ipAddress,
  userAgent: securityLogs.userAgent,
  message: securityLogs.message,
  metadata: securityLogs.metadata,
  personId: users.id,
  personFirstName: users.firstName,
  personLastName: users.lastName,
  personUsername: users.username,
  companyName: companies.name,
  companyRowId: companies.id,
  /** The timestamp as the database writes it, microseconds kept: the export's place to go on from. */
  cursor: sql<string>`${securityLogs.timestamp}::text`,
};

/** The rows that match, with their person and company, newest first (timestamp, then id). */
export const logsWithNames = (db: Database, where: SQL | undefined) =>
  db
    .select(logWithNames)
    .from(securityLogs)
    .leftJoin(users, eq(users.id, securityLogs.userId))
    .leftJoin(companies, eq(companies.id, securityLogs.companyId))
    .where(where)
    .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id));

/** The count of the rows matching `where`, up to `cap` (index-only on every filter; see §7). */
const cappedCountQuery = (db: Database, where: SQL | undefined, cap: number | Placeholder) =>
  db
    .select({ total: count() })
    .from(db.select({ one: sql`1` }).from(securityLogs).where(where).limit(cap).as("matching"));

/** The rows matching `where`, counted up to `cap`. */
export async function cappedCount(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await cappedCountQuery(db, where, cap);
  return Number(row?.total ?? 0);
}

/**
 * The filters of §4.1: `where` holds every filter but the search, `match` the search (undefined when there
 * is none), so that a count can look at the rows of the other filters and test the search on them.
 */
export interface LogConditions {
  where: SQL | undefined;
  match: SQL | undefined;
}

export async function filterConditions(db: Database, filter: SecurityLogFilter): Promise<LogConditions> {
  return {
    where: and(
      filter.level === undefined ? undefined : eq(securityLogs.level, filter.level),
      filter.companyId === undefined ? undefined : eq(securityLogs.companyId, filter.companyId),
      filter.resourceType === undefined ? undefined : eq(securityLogs.resourceType, filter.resourceType),
      filter.action === undefined ? undefined : eq(securityLogs.action, filter.action),
      ...periodConditions(logPeriodOf(filter)),
    ),
    match: filter.search === undefined ? undefined : await searchCondition(db, filter.search),
  };
}

/** Every filter as one condition (undefined when there are none). */
export const allOf = (conditions: LogConditions): SQL | undefined => and(conditions.where, conditions.match);

/** Rows of the other filters a search's count tests before it asks the search's index (§7). */
export const SEARCH_COUNT_WINDOW = 20_000;

/**
 * The total of a search, up to `cap` (§4.3, §7). Counting through the words' index first builds the whole
 * list of rows holding a word, which for a common word ('login': a third of the log) costs about 100 ms
 * before a single row is counted. So the search is first tested on up to SEARCH_COUNT_WINDOW rows of the
 * other filters (any of them, read through their own index): when those are all the rows there are, or
 * already hold `cap` matches, that is the answer; only a search that is rare in them is counted through
 * the index, which for a rare word is cheap.
 */
async function searchCount(
  db: Database,
  conditions: LogConditions,
  cap: number,
  window: number,
): Promise<number> {
  const tested = db
    .select({ matched: sql<boolean>`${conditions.match ?? sql`true`}`.as("matched") })
    .from(securityLogs)
    .where(conditions.where)
    .limit(window)
    .as("tested");
  const [row] = await db
    .select({ rows: count(), matches: sql<number>`count(*) filter (where ${tested.matched})` })
    .from(tested);
  const rows = Number(row?.rows ?? 0);
  const matches = Number(row?.matches ?? 0);
  if (rows < window) return Math.min(matches, cap);
  if (matches >= cap) return cap;
  return cappedCount(db, allOf(conditions), cap);
}

/**
 * The total of §4.3: exact up to the cap of the query (10,000, or 1,000 with a search), the cap past it.
 * `window` is lowered by tests alone.
 */
export function totalOf(
  db: Database,
  conditions: LogConditions,
  cap: number,
  window = SEARCH_COUNT_WINDOW,
): Promise<number> {
  return conditions.match === undefined
    ? cappedCount(db, conditions.where, cap)
    : searchCount(db, conditions, cap, window);
}

/** The period's edges, compared by the database at full precision (the instants are passed as written). */
const periodConditions = (period: LogPeriod) =>
  periodEdges(period.from?.instant, period.to?.instant, period.toInclusive);

function periodEdges(
  from: string | Placeholder | undefined,
  to: string | Placeholder | undefined,
  toInclusive: boolean,
): (SQL | undefined)[] {
  const ts = securityLogs.timestamp;
  return [
    from === undefined ? undefined : sql`${ts} >= ${from}::timestamptz`,
    to === undefined
      ? undefined
      : toInclusive
        ? sql`${ts} <= ${to}::timestamptz`
        : sql`${ts} < ${to}::timestamptz`,
  ];
}

/**
 * The free-text search (§4.2). Words: the text is split into words by PostgreSQL's own parser ('simple':
 * lower case, no stemming; '@' as a space, as in the indexed document), and a row matches when each word begins a word of its action, message, resource
 * id or IP address — through the GIN index on `search_text`. People: a row also matches when the text is
 * found anywhere in its person's first name, last name, "First Last" or e-mail.
 *
 * Both are looked up first, in one statement, so the main query carries constants the planner can weigh
 * (a tsquery and a list of ids) rather than subqueries it cannot see into: with them it picks the GIN and
 * user indexes for a rare word and the newest-first walk for a common one.
 */
async function searchCondition(db: Database, search: string): Promise<SQL> {
  const pattern = containsPattern(search);
  const nameMatches = sql`${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern}
    or ${users.username} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`;
  const result = (await db.execute(sql`
    select array(select lexeme from unnest(to_tsvector('simple', replace(${search}, '@', ' ')))) as lexemes,
           array(select ${users.id} from ${users} where ${nameMatches}
                 order by ${users.id} limit ${NAMED_PEOPLE_MAX + 1}) as people`)) as unknown as {
    rows: { lexemes: string[]; people: number[] }[];
  };
  const { lexemes, people } = result.rows[0] ?? { lexemes: [], people: [] };

  const matches: SQL[] = [];
  if (lexemes.length > 0) matches.push(sql`${securityLogs.searchText} @@ ${prefixQuery(lexemes)}::tsquery`);
  if (people.length > NAMED_PEOPLE_MAX)
    matches.push(sql`${securityLogs.userId} in (select ${users.id} from ${users} where ${nameMatches})`);
  else if (people.length > 0) matches.push(inArray(securityLogs.userId, people.map(Number)));
  return matches.length > 0 ? or(...matches)! : sql`false`;
}

/** 'word':* & 'other':* — each lexeme quoted as tsquery input wants it (quotes doubled, backslashes escaped). */
export function prefixQuery(lexemes: string[]): string {
  return lexemes.map((lexeme) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}':*`).join(" & ");
}

/** Which filters a page without a search uses: one prepared statement each (server/lib/prepared.ts). */
interface FilterShape {
  level: boolean;
  company: boolean;
  resourceType: boolean;
  action: boolean;
  from: boolean;
  to: "" | "incl" | "excl";
}

const filterShapeOf = (filter: SecurityLogFilter, period: LogPeriod): FilterShape => ({
  level: filter.level !== undefined,
  company: filter.companyId !== undefined,
  resourceType: filter.resourceType !== undefined,
  action: filter.action !== undefined,
  from: period.from !== null,
  to: period.to === null ? "" : period.toInclusive ? "incl" : "excl",
});

/**
 * Whether one index gives a shape's rows newest first whatever its values (§7): a single filter (its own
 * index), or a level with a company (theirs together), with no period.
 */
const servedByOneIndex = (s: FilterShape): boolean => {
  const filters = [s.level, s.company, s.resourceType, s.action].filter(Boolean).length;
  const period = s.from || s.to !== "";
  return !period && (filters === 1 || (filters === 2 && s.level && s.company));
};

/**
 * A page of the filters alone and its capped total, prepared. Each filter has its own index (§7), which the
 * plan of a prepared statement uses whatever the value, so one plan serves every value of a shape. Where one
 * index serves every value, the values and the page reach the plan as scalar subqueries, unknown to it:
 * otherwise the plan for the values asked always looks cheaper than the generic one, and the statement was
 * planned again on every request (bench/README.md, "Which named statements PostgreSQL plans again").
 */
const filteredPage = preparedPerShape(
  "seclog",
  (s: FilterShape) =>
    `${s.level ? "l" : ""}${s.company ? "c" : ""}${s.resourceType ? "r" : ""}${s.action ? "a" : ""}${s.from ? "f" : ""}${s.to}` ||
    "all",
  (db, s: FilterShape, name) => {
    const planOnce = servedByOneIndex(s);
    const value = (placeholder: string, type: "varchar" | "int") =>
      planOnce
        ? sql`(select ${sql.placeholder(placeholder)}::${sql.raw(type)})`
        : sql.placeholder(placeholder);
    const where = and(
      s.level ? eq(securityLogs.level, value("level", "varchar")) : undefined,
      s.company ? eq(securityLogs.companyId, value("companyId", "int")) : undefined,
      s.resourceType ? eq(securityLogs.resourceType, value("resourceType", "varchar")) : undefined,
      s.action ? eq(securityLogs.action, value("action", "varchar")) : undefined,
      ...periodEdges(
        s.from ? sql.placeholder("from") : undefined,
        s.to ? sql.placeholder("to") : undefined,
        s.to === "incl",
      ),
    );
    // The whole log, newest first, is a walk of security_logs_timestamp_idx that stops after the page: with
    // bare placeholders it was planned again on every request (lib/lists.ts, PAGE_PLANNED_ONCE).
    const page = where === undefined || planOnce ? PAGE_PLANNED_ONCE : PAGE;
    return {
      page: logsWithNames(db, where).limit(page.limit).offset(page.offset).prepare(`${name}_p`),
      count: cappedCountQuery(db, where, sql.placeholder("cap")).prepare(`${name}_n`),
    };
  },
);

/** One page of the log with its total (§4): SUPER_ADMIN only (403), `limit` default 20, newest first. */
export async function listSecurityLogs(
  ctx: RequestContext,
  actor: Actor,
  query: SecurityLogListQuery,
): Promise<SecurityLogPageDto> {
  authorize(canReadSecurityLogs(actor));
  const { db } = ctx;
  const limit = query.limit ?? SECURITY_LOG_PAGE_SIZE;
  const offset = query.offset ?? 0;
  if (query.search === undefined) {
    const period = logPeriodOf(query);
    const statements = filteredPage(db, filterShapeOf(query, period));
    const values = {
      level: query.level,
      companyId: query.companyId,
      resourceType: query.resourceType,
      action: query.action,
      from: period.from?.instant,
      to: period.to?.instant,
      cap: totalCapOf(query),
      limit,
      offset,
    };
    // A total at the cap (10,000 or more) is counted once per filter for a while, as no new row changes
    // it; any smaller total is counted on every request.
    const { cap, limit: _limit, offset: _offset, ...filters } = values;
    const total = ctx.reads.get(
      `security-log-total:${JSON.stringify({ filters, cap })}`,
      TOTAL_AT_CAP_MAX_AGE_MS,
      async () => Number((await statements.count.execute(values))[0]?.total ?? 0),
      (counted) => counted >= cap,
    );
    const [rows, counted] = await Promise.all([statements.page.execute(values), total]);
    return { logs: rows.map(presentSecurityLog), total: counted, limit, offset };
  }
  const conditions = await filterConditions(db, query);
  const [rows, total] = await Promise.all([
    logsWithNames(db, allOf(conditions)).limit(limit).offset(offset),
    totalOf(db, conditions, totalCapOf(query)),
  ]);
  return { logs: rows.map(presentSecurityLog), total, limit, offset };
}
