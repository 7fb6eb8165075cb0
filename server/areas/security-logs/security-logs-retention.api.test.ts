import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertLog, insertManyLogs } from "./security-logs.fixtures";
import { securityLogs } from "./security-logs.table";
import { PRUNE_BATCH_ROWS, PRUNE_LOCK_CLASS, pruneSecurityLogs } from "./security-logs-retention";

/**
 * The log is append-only and only the retention removes rows (docs/product/security-logs.md §8): the
 * database refuses everything else, whoever asks.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const exists = async (id: number) =>
  (await t.database.db.select({ id: securityLogs.id }).from(securityLogs).where(eq(securityLogs.id, id)))
    .length === 1;
/** What the database said when it refused `work` (Drizzle wraps it as the cause of its own error). */
async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const failure = error as { message: string; cause?: { message?: string } };
    return failure.cause?.message ?? failure.message;
  }
  throw new Error("the database did not refuse");
}
const prunedRows = () =>
  t.database.db.select().from(securityLogs).where(eq(securityLogs.action, "SECURITY_LOGS_PRUNED"));

describe("security_logs is append-only", () => {
  it("refuses to change a row", async () => {
    const id = await insertLog(t.database.db, { message: "As it happened" });
    expect(
      await refusalOf(
        t.database.db.execute(sql`update security_logs set message = 'Rewritten' where id = ${id}`),
      ),
    ).toBe("security_logs is append-only: UPDATE refused");
    const [row] = await t.database.db.select().from(securityLogs).where(eq(securityLogs.id, id));
    expect(row!.message).toBe("As it happened");
  });

  it("refuses to delete a row, old or new, and to empty the table", async () => {
    const fresh = await insertLog(t.database.db);
    const old = await insertLog(t.database.db, { timestamp: daysAgo(900) });
    for (const id of [fresh, old]) {
      expect(await refusalOf(t.database.db.execute(sql`delete from security_logs where id = ${id}`))).toBe(
        "security_logs is append-only: DELETE refused",
      );
      expect(await exists(id)).toBe(true);
    }
    expect(await refusalOf(t.database.db.execute(sql`truncate security_logs`))).toBe(
      "security_logs is append-only: TRUNCATE refused",
    );
  });

  it("refuses a delete whose named cutoff is under 30 days old, or a row newer than the cutoff", async () => {
    const monthOld = await insertLog(t.database.db, { timestamp: daysAgo(20) });
    const yearOld = await insertLog(t.database.db, { timestamp: daysAgo(365) });
    const deleteUnder = (cutoff: Date, id: number) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('app.security_logs_prune_before', ${cutoff.toISOString()}, true)`,
        );
        await tx.execute(sql`delete from security_logs where id = ${id}`);
      });
    expect(await refusalOf(deleteUnder(daysAgo(10), monthOld))).toMatch(/DELETE refused/);
    expect(await refusalOf(deleteUnder(daysAgo(400), yearOld))).toMatch(/DELETE refused/);
    expect(await exists(monthOld)).toBe(true);
    expect(await exists(yearOld)).toBe(true);
  });

  it("forgets the cutoff when its transaction ends", async () => {
    const [first, second] = [
      await insertLog(t.database.db, { timestamp: daysAgo(800) }),
      await insertLog(t.database.db, { timestamp: daysAgo(800) }),
    ];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('app.security_logs_prune_before', ${daysAgo(700).toISOString()}, true)`,
      );
      await tx.execute(sql`delete from security_logs where id = ${first}`);
    });
    expect(await exists(first)).toBe(false);
    // On PGlite the next statement runs on the very connection that set it.
    expect(
      await refusalOf(t.database.db.execute(sql`delete from security_logs where id = ${second}`)),
    ).toMatch(/DELETE refused/);
    expect(await exists(second)).toBe(true);
  });
});

describe("the retention (SECURITY_LOG_RETENTION_DAYS)", () => {
  it("removes the rows older than the retention, keeps the others, and logs how many it removed", async () => {
    const now = new Date();
    // Whatever earlier tests left behind goes first, so the counts below are this test's own.
    await pruneSecurityLogs(t.database.db, now, 400);
    const before = (await prunedRows()).length;
    const company = await buildCompany(t.database.db);
    const ids = {
      ancient: await insertLog(t.database.db, { companyId: company.id, timestamp: daysAgo(500) }),
      justPast: await insertLog(t.database.db, { companyId: company.id, timestamp: daysAgo(401) }),
      justKept: await insertLog(t.database.db, { companyId: company.id, timestamp: daysAgo(399) }),
      recent: await insertLog(t.database.db, { companyId: company.id, timestamp: daysAgo(1) }),
    };

    const result = await pruneSecurityLogs(t.database.db, now, 400);
    const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 400 * DAY);
    expect(result).toEqual({ before: cutoff.toISOString(), deleted: 2, skipped: false });
    const left = await t.database.db
      .select({ id: securityLogs.id })
      .from(securityLogs)
      .where(inArray(securityLogs.id, Object.values(ids)));
    expect(left.map((r) => r.id).sort()).toEqual([ids.justKept, ids.recent].sort());

    const logged = await prunedRows();
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({
      level: "SECURITY",
      userId: null,
      companyId: null,
      resourceType: "security_log",
      message: `2 security log row(s) from before ${cutoff.toISOString().slice(0, 10)} removed (retention 400 days)`,
      metadata: { deleted: 2, before: cutoff.toISOString(), retentionDays: 400 },
    });
  });

  it("removes nothing, and logs nothing, when it runs again the same day", async () => {
    const now = new Date();
    await pruneSecurityLogs(t.database.db, now, 400);
    const logged = (await prunedRows()).length;
    expect(await pruneSecurityLogs(t.database.db, new Date(now.getTime() + 1000), 400)).toMatchObject({
      deleted: 0,
      skipped: false,
    });
    expect(await prunedRows()).toHaveLength(logged);
  });

  it(`removes a large backlog in batches of ${PRUNE_BATCH_ROWS}, one log row each`, async () => {
    const company = await buildCompany(t.database.db);
    await insertManyLogs(t.database.db, company.id, PRUNE_BATCH_ROWS + 1, {
      from: daysAgo(600).toISOString(),
      action: "BACKLOG_TEST",
    });
    const logged = (await prunedRows()).length;
    const result = await pruneSecurityLogs(t.database.db, new Date(), 400);
    expect(result.deleted).toBe(PRUNE_BATCH_ROWS + 1);
    const rows = (await prunedRows()).slice(logged);
    expect(rows.map((r) => (r.metadata as { deleted: number }).deleted)).toEqual([PRUNE_BATCH_ROWS, 1]);
    const left = await t.database.db
      .select({ id: securityLogs.id })
      .from(securityLogs)
      .where(and(eq(securityLogs.companyId, company.id), eq(securityLogs.action, "BACKLOG_TEST")));
    expect(left).toHaveLength(0);
  });

  // PGlite has one connection, so a second process holding the lock can only be played on PostgreSQL.
  it.runIf(process.env.TEST_DB === "pg")("skips the run while another process is pruning", async () => {
    const old = await insertLog(t.database.db, { timestamp: daysAgo(700) });
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PRUNE_LOCK_CLASS}::int, 0)`);
      expect(await pruneSecurityLogs(t.database.db, new Date(), 400)).toMatchObject({
        deleted: 0,
        skipped: true,
      });
    });
    expect(await exists(old)).toBe(true);
    expect((await pruneSecurityLogs(t.database.db, new Date(), 400)).deleted).toBe(1);
  });
});
