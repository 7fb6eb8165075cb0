import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  canAdministerCompany,
  decideCompanyScope,
  isSuperAdmin,
  type PolicyActor,
} from "../../shared/auth/actor";
import { companies } from "../areas/companies/companies.table";
import type { Database } from "../db/client";
import { AppError, forbidden, notFound } from "./errors";
import { preparedOnce } from "./prepared";

/** The companies a request may act on: every company, or one live company. */
export interface CompanyScope {
  companyId: number | "all";
  /** The condition that keeps a query inside the scope (none for `all`). */
  where(column: PgColumn): SQL | undefined;
}

const COMPANY_NOT_FOUND = "Company not found";

/**
 * Resolves an administrator's "company id or `all`" route parameter: 403 for an EMPLOYEE, 403 for `all`
 * unless SUPER_ADMIN, 404 for another company or one that does not exist or was deleted.
 */
export async function companyScope(
  db: Database,
  actor: PolicyActor & { ownCompanyLive?: boolean },
  idOrAll: number | "all",
): Promise<CompanyScope> {
  const decision = decideCompanyScope(actor, idOrAll);
  if (!decision.ok) throw decision.status === 403 ? forbidden() : notFound(COMPANY_NOT_FOUND);
  const { companyId } = decision;
  if (companyId !== "all") {
    // One's own company was read with the session (one join, sessions.service.ts): no second look-up.
    if (companyId === actor.companyId && actor.ownCompanyLive !== undefined) {
      if (!actor.ownCompanyLive) throw notFound(COMPANY_NOT_FOUND);
    } else {
      await requireLiveCompany(db, companyId);
    }
  }
  return { companyId, where: (column) => (companyId === "all" ? undefined : eq(column, companyId)) };
}

/**
 * A scope's condition in a prepared statement (server/lib/prepared.ts): none for every company, else the
 * column equal to the `companyId` placeholder, given `scope.companyId` when the statement runs.
 */
export function preparedScope(everyCompany: boolean, column: PgColumn): SQL | undefined {
  return everyCompany ? undefined : eq(column, sql.placeholder("companyId"));
}

/** 404 unless the company exists and is not deleted. */
export async function requireLiveCompany(db: Database, companyId: number): Promise<void> {
  const [row] = await liveCompany(db).execute({ id: companyId });
  if (!row) throw notFound(COMPANY_NOT_FOUND);
}

const liveCompany = preparedOnce("company_live", (db, name) =>
  db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder("id")), eq(companies.isDeleted, false)))
    .prepare(name),
);

/**
 * The condition that keeps a load by id inside the caller's company, which the session names: the
 * statement names it too, so a database distributed by company answers it from one shard
 * (docs/SCALING.md §3). None for a SUPER_ADMIN, who may act on any company. The record still goes through
 * `requireInCompanyScope` (or its area's rule) once read.
 */
export function callersCompany(actor: PolicyActor, column: PgColumn): SQL | undefined {
  return isSuperAdmin(actor) ? undefined : eq(column, actor.companyId ?? -1);
}

/**
 * The write that follows a load by id names the company the load found (none: a platform row, a
 * SUPER_ADMIN's), so that it too reaches one company's rows only (docs/SCALING.md §3).
 */
export const inCompanyOf = (column: PgColumn, companyId: number | null): SQL =>
  companyId === null ? isNull(column) : eq(column, companyId);

/**
 * `callersCompany` for a prepared load by id: its shape (`everyCompany` for a SUPER_ADMIN, whose
 * statement has no `preparedScope` condition) and the `companyId` value the condition reads.
 */
export const callersScope = (actor: PolicyActor) => ({
  everyCompany: isSuperAdmin(actor),
  companyId: actor.companyId ?? -1,
});

/**
 * A record loaded by id must belong to a company the actor administers; otherwise it is reported as
 * absent (404 with the record's own message), so another company's data never shows through.
 */
export function requireInCompanyScope<T extends { companyId: number | null }>(
  actor: PolicyActor,
  record: T | undefined,
  message: string,
): T {
  if (!record || record.companyId === null || !canAdministerCompany(actor, record.companyId)) {
    throw new AppError(404, message);
  }
  return record;
}
