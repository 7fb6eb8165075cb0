import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { canReadSecurityLogs } from "../../../shared/security-logs/security-logs.policy";
import {
  type LogPeriod,
  logPeriodOf,
  SECURITY_LOG_PAGE_SIZE,
  SECURITY_LOG_TOTAL_CAP,
} from "../../../shared/security-logs/security-logs.rules";
import type {
  SecurityLogFilter,
  SecurityLogListQuery,
  SecurityLogPageDto,
} from "../../../shared/security-logs/security-logs.schema";
import type { Database } from "../../db/client";
import { authorize } from "../../lib/errors";
import { containsPattern } from "../../lib/lists";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { presentSecurityLog } from "./security-logs.presenter";
import { securityLogs } from "./security-logs.table";

/**
 * Reading the security log (docs/product/security-logs.md §4, §7): the filters as one condition, a page
 * newest first, and a total counted exactly up to SECURITY_LOG_TOTAL_CAP. Only a SUPER_ADMIN reads it.
 */

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

/** The rows matching `where`, counted up to `cap` (index-only on every filter; see §7). */
export async function cappedCount(db: Database, where: SQL | undefined, cap: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(securityLogs).where(where).limit(cap).as("matching");
  const [row] = await db.select({ total: count() }).from(matching);
  return Number(row?.total ?? 0);
}

/** The filters of §4.1 as one condition (undefined when there are none). */
export async function filterCondition(db: Database, filter: SecurityLogFilter): Promise<SQL | undefined> {
  return and(
    filter.level === undefined ? undefined : eq(securityLogs.level, filter.level),
    filter.companyId === undefined ? undefined : eq(securityLogs.companyId, filter.companyId),
    filter.resourceType === undefined ? undefined : eq(securityLogs.resourceType, filter.resourceType),
    filter.action === undefined ? undefined : eq(securityLogs.action, filter.action),
    ...periodConditions(logPeriodOf(filter)),
    filter.search === undefined ? undefined : await searchCondition(db, filter.search),
  );
}

/** The period's edges, compared by the database at full precision (the instants are passed as written). */
function periodConditions(period: LogPeriod): (SQL | undefined)[] {
  const ts = securityLogs.timestamp;
  return [
    period.from ? sql`${ts} >= ${period.from.instant}::timestamptz` : undefined,
    period.to
      ? period.toInclusive
        ? sql`${ts} <= ${period.to.instant}::timestamptz`
        : sql`${ts} < ${period.to.instant}::timestamptz`
      : undefined,
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
  const where = await filterCondition(db, query);
  const [rows, total] = await Promise.all([
    logsWithNames(db, where).limit(limit).offset(offset),
    cappedCount(db, where, SECURITY_LOG_TOTAL_CAP),
  ]);
  return { logs: rows.map(presentSecurityLog), total, limit, offset };
}
