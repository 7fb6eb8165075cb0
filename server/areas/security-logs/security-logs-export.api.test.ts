import { describe, expect, it } from "vitest";
import { CSV_BYTE_ORDER_MARK } from "../../../shared/common/csv";
import { todayIn } from "../../../shared/common/time.rules";
import { DATES_OUT_OF_ORDER, LEVEL_INVALID } from "../../../shared/security-logs/security-logs.schema";
import { buildAdmin, buildCompany } from "../../db/seed/factories";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { insertLog, insertManyLogs, signedInRootSuite } from "./security-logs.fixtures";
import { exportSecurityLogs, SECURITY_LOG_EXPORT_HEADER } from "./security-logs-export";

/** GET /api/security-logs/export (docs/product/security-logs.md §4.4): the auditor's CSV. */

const suite = signedInRootSuite();

/** The CSV's records without the byte order mark, split on CRLF (no test value holds a line break). */
const recordsOf = (body: string) => body.replace(CSV_BYTE_ORDER_MARK, "").split("\r\n").slice(0, -1);

describe("GET /api/security-logs/export", () => {
  it("downloads the matching rows as CSV, newest first, every cell safe to open in a spreadsheet", async () => {
    const db = suite.t.database.db;
    const company = await buildCompany(db, { name: "Export Co" });
    const admin = await buildAdmin(db, company.id, { firstName: "Meera", lastName: "Nair" });
    await insertLog(db, {
      timestamp: new Date("2026-04-01T09:00:00Z"),
      companyId: company.id,
      userId: admin.id,
      action: "USER_UPDATED",
      resourceType: "user",
      resourceId: String(admin.id),
      ipAddress: "198.51.100.4",
      userAgent: "curl/8",
      message: '=HYPERLINK("http://evil.test","click")',
      metadata: { changed: ["firstName"], note: "a, b" },
    });
    const olderId = await insertLog(db, {
      timestamp: new Date("2026-03-31T09:00:00Z"),
      level: "WARNING",
      companyId: company.id,
      action: "LOGIN_FAILED",
      resourceType: "user",
      message: "Failed sign-in for unknown account -1@x.test",
    });

    const res = await suite.root.get(`/api/security-logs/export?companyId=${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const today = todayIn(suite.t.config.platformTimezone, suite.t.clock.now());
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="security-logs-${today}.csv"`);
    expect(res.headers["x-export-rows"]).toBe("2");
    expect(res.headers["x-export-truncated"]).toBe("false");
    expect(res.body.startsWith(CSV_BYTE_ORDER_MARK)).toBe(true);

    const records = recordsOf(res.body);
    expect(records[0]).toBe(SECURITY_LOG_EXPORT_HEADER.join(","));
    expect(records).toHaveLength(3);
    expect(records[1]).toMatch(
      new RegExp(
        `^\\d+,2026-04-01T09:00:00.000Z,INFO,USER_UPDATED,${admin.id},Meera Nair,${admin.username.replace(/[.]/g, "\\.")},${company.id},Export Co,user,${admin.id},198\\.51\\.100\\.4,curl/8,`,
      ),
    );
    // A formula is kept as text ('=…), quoted because it holds quotes and a comma; metadata is JSON.
    expect(records[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(records[1]).toContain(`"{""note"":""a, b"",""changed"":[""firstName""]}"`); // jsonb's key order
    expect(records[2]).toBe(
      `${olderId},2026-03-31T09:00:00.000Z,WARNING,LOGIN_FAILED,,,,${company.id},Export Co,user,,,,Failed sign-in for unknown account -1@x.test,`,
    );
  });

  it("applies the list's filters, and refuses the same bad ones", async () => {
    const company = await buildCompany(suite.t.database.db);
    await insertLog(suite.t.database.db, { companyId: company.id, level: "ERROR", resourceId: "kept" });
    await insertLog(suite.t.database.db, { companyId: company.id, level: "INFO", resourceId: "left out" });
    const res = await suite.root.get(`/api/security-logs/export?companyId=${company.id}&level=ERROR`);
    const records = recordsOf(res.body);
    expect(records).toHaveLength(2);
    expect(records[1]).toContain(",kept,");
    const bad = await suite.root.get("/api/security-logs/export?level=LOUD");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEVEL_INVALID);
    const backwards = await suite.root.get(
      "/api/security-logs/export?startDate=2026-03-02&endDate=2026-03-01",
    );
    expect(backwards.json().message).toBe(DATES_OUT_OF_ORDER);
  });

  it("streams every row across its batches once, in order, rows sharing an instant included", async () => {
    const company = await buildCompany(suite.t.database.db);
    // 2,500 rows, seven to an instant, so that batch edges fall inside runs of equal timestamps.
    await insertManyLogs(suite.t.database.db, company.id, 2500, { perInstant: 7 });
    const res = await suite.root.get(`/api/security-logs/export?companyId=${company.id}`);
    expect(res.headers["x-export-rows"]).toBe("2500");
    const ids = recordsOf(res.body)
      .slice(1)
      .map((record) => Number(record.split(",")[0]));
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    const resourceIds = recordsOf(res.body)
      .slice(1)
      .map((record) => Number(record.split(",")[10]));
    // Newest first: by instant (g / 7), then by id (a higher g is a higher id).
    const expected = Array.from({ length: 2500 }, (_, i) => i + 1).sort(
      (a, b) => Math.floor(a / 7) - Math.floor(b / 7) || b - a,
    );
    expect(resourceIds).toEqual(expected);
  });

  it("cuts a match larger than the export may hold to the newest rows, and says so", async () => {
    const company = await buildCompany(suite.t.database.db);
    await insertManyLogs(suite.t.database.db, company.id, 12);
    const ctx = {
      config: suite.t.config,
      db: suite.t.database.db,
      now: suite.t.clock.now,
    } as unknown as RequestContext;
    const actor = { userId: 1, role: "SUPER_ADMIN", companyId: null } as Actor;
    const csv = await exportSecurityLogs(ctx, actor, { companyId: company.id }, 5);
    expect(csv).toMatchObject({ rows: 5, truncated: true });
    let body = "";
    for await (const chunk of csv.body) body += chunk;
    expect(
      recordsOf(body)
        .slice(1)
        .map((record) => record.split(",")[10]),
    ).toEqual(["1", "2", "3", "4", "5"]);
  });
});
