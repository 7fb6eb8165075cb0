import { beforeAll, describe, expect, it } from "vitest";
import { SECURITY_LOG_TOTAL_CAP } from "../../../shared/security-logs/security-logs.rules";
import type { SecurityLogDto } from "../../../shared/security-logs/security-logs.schema";
import { buildCompany } from "../../db/seed/factories";
import { insertLog, insertManyLogs, signedInRootSuite } from "./security-logs.fixtures";

/** GET /api/security-logs (docs/product/security-logs.md §4, §7): the order of a page, paging, the total and its cap. */

const suite = signedInRootSuite();

const list = (query: string) => suite.root.get(`/api/security-logs?${query}`);
const resourceIdsOf = async (query: string) =>
  ((await list(query)).json().logs as SecurityLogDto[]).map((log) => log.resourceId);

describe("GET /api/security-logs: order and paging", () => {
  let company: { id: number };
  beforeAll(async () => {
    company = await buildCompany(suite.t.database.db);
    // Rows 1–2 share the newest instant, 3–5 the next, 6 the oldest; a higher id is newer within an instant.
    await insertManyLogs(suite.t.database.db, company.id, 6, { perInstant: 3 });
  });

  it("lists newest first: by timestamp, then by id", async () => {
    expect(await resourceIdsOf(`companyId=${company.id}`)).toEqual(["2", "1", "5", "4", "3", "6"]);
  });

  it("answers the page that limit and offset ask for, with the total of every match", async () => {
    const res = await list(`companyId=${company.id}&limit=2&offset=1`);
    expect(res.json()).toMatchObject({ total: 6, limit: 2, offset: 1 });
    expect(res.json().logs.map((l: SecurityLogDto) => l.resourceId)).toEqual(["1", "5"]);
    expect(res.headers["x-total-count"]).toBe("6");
  });

  it(`counts exactly up to ${SECURITY_LOG_TOTAL_CAP} and says ${SECURITY_LOG_TOTAL_CAP} past it; pages stop there`, async () => {
    const big = await buildCompany(suite.t.database.db);
    await insertManyLogs(suite.t.database.db, big.id, SECURITY_LOG_TOTAL_CAP + 1);
    const res = await list(`companyId=${big.id}`);
    expect(res.json().total).toBe(SECURITY_LOG_TOTAL_CAP);
    expect(res.headers["x-total-count"]).toBe(String(SECURITY_LOG_TOTAL_CAP));
    expect(res.json().logs).toHaveLength(20);
    const last = await list(`companyId=${big.id}&offset=${SECURITY_LOG_TOTAL_CAP}`);
    expect(last.json().logs.map((l: SecurityLogDto) => l.resourceId)).toEqual([
      String(SECURITY_LOG_TOTAL_CAP + 1),
    ]);
    const exact = await list(`companyId=${big.id}&startDate=2029-12-31T23:59:00Z`);
    expect(exact.json().total).toBe(60);
  });

  it("counts a total under the cap on every request: a row written meanwhile shows in the next answer", async () => {
    const company = await buildCompany(suite.t.database.db);
    await insertManyLogs(suite.t.database.db, company.id, 3);
    expect((await list(`companyId=${company.id}`)).json().total).toBe(3);
    // Written straight into the table, as another process would: no write of this process to notice.
    await insertLog(suite.t.database.db, { companyId: company.id });
    const next = await list(`companyId=${company.id}`);
    expect(next.json().total).toBe(4);
    expect(next.json().logs).toHaveLength(4);
  });
});
