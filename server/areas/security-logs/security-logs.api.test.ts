import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS } from "../../../shared/common/text.schema";
import { SECURITY_LOG_SEARCH_TOTAL_CAP } from "../../../shared/security-logs/security-logs.rules";
import {
  COMPANY_ID_INVALID,
  DATES_OUT_OF_ORDER,
  END_DATE_INVALID,
  LEVEL_INVALID,
  LIMIT_INVALID,
  OFFSET_INVALID,
  SEARCH_TOO_LONG,
  type SecurityLogDto,
  START_DATE_INVALID,
} from "../../../shared/security-logs/security-logs.schema";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { users } from "../users/users.table";
import { insertLog, insertManyLogs, signedInRootSuite } from "./security-logs.fixtures";
import { filterConditions, totalOf } from "./security-logs.service";

/** GET /api/security-logs (docs/product/security-logs.md §4): the page, its filters, its total. */

const suite = signedInRootSuite();

const list = (query: string) => suite.root.get(`/api/security-logs?${query}`);
const logsOf = async (query: string): Promise<SecurityLogDto[]> => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().logs;
};
const resourceIdsOf = async (query: string) => (await logsOf(query)).map((log) => log.resourceId);

describe("GET /api/security-logs: the answer", () => {
  it("answers each row with its person and company, the total, the limit and the offset", async () => {
    const db = suite.t.database.db;
    const company = await buildCompany(db, { name: "Audit & Co" });
    const person = await buildAdmin(db, company.id, { firstName: "Asha", lastName: "Rao" });
    const metadata = { from: { role: "EMPLOYEE" }, to: ["ADMIN", 2], nothing: null };
    const id = await insertLog(db, {
      timestamp: new Date("2026-03-10T08:15:30.250Z"),
      level: "SECURITY",
      action: "ROLE_CHANGED",
      userId: person.id,
      companyId: company.id,
      resourceType: "user",
      resourceId: String(person.id),
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Audit)",
      message: "Role of asha changed from EMPLOYEE to ADMIN",
      metadata,
    });

    const res = await list(`companyId=${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(res.json()).toEqual({
      logs: [
        {
          id,
          timestamp: "2026-03-10T08:15:30.250Z",
          level: "SECURITY",
          action: "ROLE_CHANGED",
          userId: person.id,
          companyId: company.id,
          resourceType: "user",
          resourceId: String(person.id),
          ipAddress: "203.0.113.7",
          userAgent: "Mozilla/5.0 (Audit)",
          message: "Role of asha changed from EMPLOYEE to ADMIN",
          metadata,
          user: { id: person.id, firstName: "Asha", lastName: "Rao", username: person.username },
          company: { id: company.id, name: "Audit & Co" },
        },
      ],
      total: 1,
      limit: 20,
      offset: 0,
    });
  });

  it("answers null for a person or company the row does not name or that cannot be found", async () => {
    const db = suite.t.database.db;
    await insertLog(db, { action: "UNKNOWN_PERSON_TEST", userId: 987_654, companyId: null, resourceId: "x" });
    const [log] = await logsOf("action=UNKNOWN_PERSON_TEST");
    expect(log).toMatchObject({
      userId: 987_654,
      user: null,
      companyId: null,
      company: null,
      metadata: null,
    });
  });

  it("keeps the name of a person who was removed", async () => {
    const db = suite.t.database.db;
    const company = await buildCompany(db);
    const gone = await buildEmployee(db, company.id, { firstName: "Gone", lastName: "Person" });
    await db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
    await insertLog(db, { companyId: company.id, userId: gone.id });
    const [log] = await logsOf(`companyId=${company.id}`);
    expect(log!.user).toMatchObject({ firstName: "Gone", lastName: "Person" });
  });
});

describe("GET /api/security-logs: filters", () => {
  let company: { id: number };
  let other: { id: number };
  beforeAll(async () => {
    const db = suite.t.database.db;
    company = await buildCompany(db);
    other = await buildCompany(db);
    const at = (instant: string) => sql`${instant}::timestamptz`;
    const rows = [
      {
        resourceId: "a",
        level: "INFO",
        action: "LEAVE_APPROVED",
        resourceType: "leave",
        timestamp: at("2026-03-09T23:59:59.999999Z"),
      },
      {
        resourceId: "b",
        level: "WARNING",
        action: "LOGIN_FAILED",
        resourceType: "user",
        timestamp: at("2026-03-10T00:00:00Z"),
      },
      {
        resourceId: "c",
        level: "SECURITY",
        action: "ACCOUNT_LOCKED",
        resourceType: "user",
        timestamp: at("2026-03-12T23:59:59.999999Z"),
      },
      {
        resourceId: "d",
        level: "ERROR",
        action: "PAYROLL_GENERATED",
        resourceType: "payroll",
        timestamp: at("2026-03-13T00:00:00Z"),
      },
    ];
    for (const row of rows) await insertLog(db, { ...row, companyId: company.id } as never);
    await insertLog(db, { resourceId: "elsewhere", companyId: other.id, level: "ERROR" });
  });
  const ids = (query: string) => resourceIdsOf(`companyId=${company.id}&${query}`);

  it("filters by company", async () => {
    expect(await resourceIdsOf(`companyId=${other.id}`)).toEqual(["elsewhere"]);
  });

  it("filters by level, action and resource type, exactly", async () => {
    expect(await ids("level=ERROR")).toEqual(["d"]);
    expect(await ids("action=LOGIN_FAILED")).toEqual(["b"]);
    expect(await ids("action=login_failed")).toEqual([]);
    expect(await ids("resourceType=user")).toEqual(["c", "b"]);
    expect(await ids("resourceType=user&level=SECURITY")).toEqual(["c"]);
  });

  it("filters by company and level together, counted exactly, with an index of their own", async () => {
    const res = await list(`companyId=${company.id}&level=WARNING`);
    expect(res.json().logs.map((log: SecurityLogDto) => log.resourceId)).toEqual(["b"]);
    expect(res.json().total).toBe(1);
    expect(await ids("level=ERROR")).toEqual(["d"]);
    // Migration 0016: without it the pair intersects every row of the level (bench/README.md, hot routes).
    const found = (await suite.t.database.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'security_logs_company_level_ts_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(found.rows[0]?.indexdef).toMatch(/\(company_id, level, "timestamp"\)/);
  });

  it("takes a date alone as that whole day in UTC, for the start and for the end", async () => {
    expect(await ids("startDate=2026-03-10")).toEqual(["d", "c", "b"]);
    expect(await ids("endDate=2026-03-12")).toEqual(["c", "b", "a"]);
    expect(await ids("startDate=2026-03-10&endDate=2026-03-12")).toEqual(["c", "b"]);
    expect(await ids("startDate=2026-03-13&endDate=2026-03-13")).toEqual(["d"]);
  });

  it("takes a date-time with its zone as that instant, the end included", async () => {
    expect(await ids("startDate=2026-03-10T05:30:00%2B05:30&endDate=2026-03-13T00:00:00Z")).toEqual([
      "d",
      "c",
      "b",
    ]);
    expect(await ids("endDate=2026-03-09T23:59:59.999999Z")).toEqual(["a"]);
    expect(await ids("startDate=2026-03-12T23:59:59.999999Z&endDate=2026-03-12T23:59:59.999999Z")).toEqual([
      "c",
    ]);
  });

  it("treats blank values as no filter", async () => {
    expect(await ids("level=&action=&resourceType=&startDate=&endDate=&search=&limit=&offset=")).toEqual([
      "d",
      "c",
      "b",
      "a",
    ]);
  });
});

describe("GET /api/security-logs: search", () => {
  let company: { id: number };
  beforeAll(async () => {
    const db = suite.t.database.db;
    company = await buildCompany(db);
    const asha = await buildEmployee(db, company.id, {
      firstName: "Asha",
      lastName: "Rao",
      username: "asha.rao@acme-search.test",
    });
    await insertLog(db, {
      companyId: company.id,
      resourceId: "7731",
      resourceType: "leave",
      action: "LEAVE_APPROVED",
      ipAddress: "10.1.2.3",
      message: "Leave of kiran@acme-search.test from 2026-03-01 to 2026-03-02 approved",
    });
    await insertLog(db, {
      companyId: company.id,
      action: "LOGIN_FAILED",
      level: "WARNING",
      ipAddress: "192.168.7.9",
      message: "Failed sign-in for unknown account mallory@evil.test",
    });
    await insertLog(db, {
      companyId: company.id,
      userId: asha.id,
      resourceId: String(asha.id),
      action: "PROFILE_UPDATED",
      message: "Profile updated",
    });
  });
  const found = async (search: string) =>
    (await logsOf(`companyId=${company.id}&search=${encodeURIComponent(search)}`)).map((l) => l.action);

  it("finds words that begin words of the message, in any case", async () => {
    expect(await found("approved")).toEqual(["LEAVE_APPROVED"]);
    expect(await found("APPRO")).toEqual(["LEAVE_APPROVED"]);
    expect(await found("mallory@evil.test")).toEqual(["LOGIN_FAILED"]);
    expect(await found("evil.test")).toEqual(["LOGIN_FAILED"]);
    expect(await found("kiran@acme")).toEqual(["LEAVE_APPROVED"]);
  });

  it("finds the action, the resource id and the IP address", async () => {
    expect(await found("login fail")).toEqual(["LOGIN_FAILED"]);
    expect(await found("7731")).toEqual(["LEAVE_APPROVED"]);
    expect(await found("192.168.7.9")).toEqual(["LOGIN_FAILED"]);
    expect(await found("192.168.7")).toEqual(["LOGIN_FAILED"]);
  });

  it("finds text anywhere in the person's name, 'First Last' or e-mail", async () => {
    expect(await found("sha R")).toEqual(["PROFILE_UPDATED"]);
    expect(await found("RAO@ACME")).toEqual(["PROFILE_UPDATED"]);
  });

  it("wants every word, and finds nothing for text that has no word in it", async () => {
    expect(await found("approved nowhere")).toEqual([]);
    expect(await found("%")).toEqual([]);
    expect(await found("@@@ '")).toEqual([]);
    expect(await found("\\")).toEqual([]);
  });

  it(`counts a search exactly up to ${SECURITY_LOG_SEARCH_TOTAL_CAP}, and says ${SECURITY_LOG_SEARCH_TOTAL_CAP} past it`, async () => {
    const many = await buildCompany(suite.t.database.db);
    await insertManyLogs(suite.t.database.db, many.id, SECURITY_LOG_SEARCH_TOTAL_CAP + 1);
    const res = await list(`companyId=${many.id}&search=bulk`);
    expect(res.json().total).toBe(SECURITY_LOG_SEARCH_TOTAL_CAP);
    expect(res.headers["x-total-count"]).toBe(String(SECURITY_LOG_SEARCH_TOTAL_CAP));
    expect(
      (await list(`companyId=${many.id}&search=${SECURITY_LOG_SEARCH_TOTAL_CAP + 1}`)).json().total,
    ).toBe(1);
  });

  it("counts a search that is rare among many rows through its index, exactly", async () => {
    const db = suite.t.database.db;
    const haystack = await buildCompany(db);
    await insertManyLogs(db, haystack.id, 30);
    for (const n of [1, 2, 3]) await insertLog(db, { companyId: haystack.id, message: `Needle ${n}` });
    const conditions = await filterConditions(db, { companyId: haystack.id, search: "needle" });
    // A window of 5 rows of the company is full and holds too few needles: the index counts them.
    expect(await totalOf(db, conditions, 10, 5)).toBe(3);
    expect(await totalOf(db, conditions, 2, 5)).toBe(2);
    // A window larger than the company's rows sees them all.
    expect(await totalOf(db, conditions, 10, 100)).toBe(3);
    expect(await totalOf(db, await filterConditions(db, { companyId: haystack.id }), 10, 5)).toBe(10);
  });

  it("combines with the other filters", async () => {
    const rows = await logsOf(`companyId=${company.id}&level=WARNING&search=${encodeURIComponent("evil")}`);
    expect(rows.map((r) => r.action)).toEqual(["LOGIN_FAILED"]);
  });
});

describe("GET /api/security-logs: refusals", () => {
  const refusal = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().message;
  };

  it("names what is wrong with a filter", async () => {
    expect(await refusal("level=DEBUG")).toBe(LEVEL_INVALID);
    expect(await refusal("companyId=abc")).toBe(COMPANY_ID_INVALID);
    expect(await refusal("companyId=0")).toBe(COMPANY_ID_INVALID);
    expect(await refusal("startDate=2026-02-30")).toBe(START_DATE_INVALID);
    expect(await refusal("startDate=2026-03-01T10:00:00")).toBe(START_DATE_INVALID);
    expect(await refusal("startDate=yesterday")).toBe(START_DATE_INVALID);
    expect(await refusal("endDate=2026-03-01T24:00:00Z")).toBe(END_DATE_INVALID);
    expect(await refusal(`search=${"x".repeat(101)}`)).toBe(SEARCH_TOO_LONG);
    expect(await refusal("search=a%00b")).toBe(CONTROL_CHARACTERS);
  });

  it("refuses a start after the end", async () => {
    expect(await refusal("startDate=2026-03-02&endDate=2026-03-01")).toBe(DATES_OUT_OF_ORDER);
    expect(await refusal("startDate=2026-03-01T10:00:01Z&endDate=2026-03-01T10:00:00Z")).toBe(
      DATES_OUT_OF_ORDER,
    );
    expect((await list("startDate=2026-03-01T23:00:00Z&endDate=2026-03-01")).statusCode).toBe(200);
  });

  it("keeps limit within 1–100 and offset within 0–10000, whole numbers only", async () => {
    for (const limit of ["0", "101", "1.5", "-1", "ten"])
      expect(await refusal(`limit=${limit}`)).toBe(LIMIT_INVALID);
    for (const offset of ["-1", "10001", "2.5"])
      expect(await refusal(`offset=${offset}`)).toBe(OFFSET_INVALID);
    expect((await list("limit=100&offset=10000")).statusCode).toBe(200);
  });

  it("refuses anyone but a SUPER_ADMIN before reading the filters", async () => {
    const company = await buildCompany(suite.t.database.db);
    const admin = await buildAdmin(suite.t.database.db, company.id);
    const client = await signIn(suite.t, admin.username, admin.password);
    expect((await client.get("/api/security-logs?level=DEBUG")).statusCode).toBe(403);
    expect((await client.get("/api/security-logs/export?level=DEBUG")).statusCode).toBe(403);
  });

  it("describes both routes and every filter in the OpenAPI document", async () => {
    const doc = (await suite.t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const [path, expected] of [
      [
        "/api/security-logs",
        ["level", "companyId", "resourceType", "action", "startDate", "endDate", "search", "limit", "offset"],
      ],
      [
        "/api/security-logs/export",
        ["level", "companyId", "resourceType", "action", "startDate", "endDate", "search"],
      ],
    ] as const) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual([...expected]);
    }
  });

  it("has no route that changes or removes a row", async () => {
    const [log] = await logsOf("limit=1");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/api/security-logs", `/api/security-logs/${log!.id}`]) {
        const res = await suite.root.request({ method, url, payload: method === "DELETE" ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
