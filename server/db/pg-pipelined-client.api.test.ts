import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";
import { countRoundTrips, type RoundTripCounter } from "../test/round-trips";
import { createPool } from "./client";
import { PipelinedClient } from "./pg-pipelined-client";
import { buildCompany, buildEmployee } from "./seed/factories";

// Round trips to PostgreSQL (docs/ARCHITECTURE.md): the embedded database has none, so these run on PostgreSQL.
const onPostgres = process.env.TEST_DB === "pg";
const server = () => new URL(process.env.TEST_DATABASE_URL!);

describe.runIf(onPostgres)("the pool's client (PipelinedClient)", () => {
  let relay: RoundTripCounter;
  let client: PipelinedClient;
  beforeAll(async () => {
    relay = await countRoundTrips({ host: server().hostname, port: Number(server().port || 5432) });
    client = new PipelinedClient({ connectionString: relay.through(process.env.TEST_DATABASE_URL!) });
    await client.connect();
    await client.query("create temporary table notes (id serial primary key, body text not null)");
  });
  afterAll(async () => {
    await client?.end();
    await relay?.close();
  });

  it("sends a transaction's BEGIN with its first statement, and the transaction holds: a rollback undoes it", async () => {
    relay.reset();
    await client.query("begin");
    expect(relay.count).toBe(0);
    const inserted = await client.query("insert into notes (body) values ($1) returning id", ["kept?"]);
    expect(relay.count).toBe(1);
    const inside = await client.query("select count(*)::int as n from notes");
    expect(inside.rows[0].n).toBe(1);
    await client.query("rollback");
    expect(relay.count).toBe(3);
    const after = await client.query("select count(*)::int as n from notes where id = $1", [
      inserted.rows[0].id,
    ]);
    expect(after.rows[0].n).toBe(0);
  });

  it("ends a transaction that sent nothing without a round trip, and is outside a transaction after", async () => {
    relay.reset();
    await client.query("begin");
    await client.query("commit");
    expect(relay.count).toBe(0);
    await client.query("insert into notes (body) values ('alone')");
    expect(client.getTransactionStatus()).toBe("I");
  });

  it("holds no BEGIN inside a transaction: a stray one is sent, and the COMMIT after it commits", async () => {
    await client.query("begin");
    await client.query("insert into notes (body) values ('inside')");
    await client.query("begin"); // PostgreSQL warns and goes on
    await client.query("commit");
    expect(client.getTransactionStatus()).toBe("I");
    const kept = await client.query("select count(*)::int as n from notes where body = 'inside'");
    expect(kept.rows[0].n).toBe(1);
  });

  it("sends statements issued together in one round trip and answers each in order", async () => {
    relay.reset();
    const answers = await Promise.all([1, 2, 3].map((n) => client.query("select $1::int * 10 as v", [n])));
    expect(answers.map((a) => a.rows[0].v)).toEqual([10, 20, 30]);
    expect(relay.count).toBe(1);
  });

  it("fails the first statement's transaction with PostgreSQL's error, and the connection goes on", async () => {
    await client.query("begin");
    await expect(client.query("insert into notes (body) values (null)")).rejects.toThrow(/not-null/);
    await client.query("rollback");
    expect((await client.query("select 1 as one")).rows[0].one).toBe(1);
  });
});

describe.runIf(onPostgres)("the app's pool (createPool)", () => {
  it("takes back a connection holding a BEGIN outside a transaction: the next caller starts clean", async () => {
    const pool = createPool(process.env.TEST_DATABASE_URL!, 1);
    try {
      const first = await pool.connect();
      await first.query("begin");
      first.release();
      const second = await pool.connect();
      expect(second).toBe(first);
      expect(second).toBeInstanceOf(PipelinedClient);
      await second.query("select 1");
      expect((second as unknown as PipelinedClient).getTransactionStatus()).toBe("I");
      second.release();
    } finally {
      await pool.end();
    }
  });
});

describe.runIf(onPostgres)("round trips of the write routes", () => {
  let relay: RoundTripCounter;
  let t: TestApp;
  let employee: Client;
  beforeAll(async () => {
    relay = await countRoundTrips({ host: server().hostname, port: Number(server().port || 5432) });
    t = await createTestApp({}, { postgresThrough: (url) => relay.through(url) });
    const company = await buildCompany(t.database.db, { name: "Few Trips Co" });
    const person = await buildEmployee(t.database.db, company.id);
    employee = await signIn(t, person.username, person.password);
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  const trips = async (send: () => Promise<{ statusCode: number }>, status: number) => {
    relay.reset();
    const res = await send();
    expect(res.statusCode).toBe(status);
    return relay.count;
  };

  it("a leave request: the session, then BEGIN with the person's lock and the insert, then COMMIT", async () => {
    const request = (day: string) => () =>
      employee.post("/api/leaves", { startDate: day, endDate: day, reason: "Family", isHalfDay: false });
    await trips(request("2031-03-03"), 201); // the pool's connections opened
    expect(await trips(request("2031-03-04"), 201)).toBe(3);
    // A refusal waits no longer: its ROLLBACK replaces the COMMIT.
    expect(await trips(request("2031-03-04"), 409)).toBe(3);
  });

  it("a clock-in: the session, then its insert, which commits on its own", async () => {
    t.clock.setTo("2026-11-20T04:00:00Z");
    const clockIn = () =>
      employee.post("/api/attendances", { attendanceDate: "2026-11-20", clockIn: "09:30:00" });
    expect(await trips(clockIn, 201)).toBe(2);
  });
});
