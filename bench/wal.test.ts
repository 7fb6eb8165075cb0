import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BenchDatabase, createBenchDatabase, serverBaseUrl } from "./databases";
import { checkpoint, describeWal, walBetween, walPosition } from "./wal";

// The WAL a write wrote (bench/README.md, "What a write pays that its ceiling does not"), read from the
// real server: a page's first change after a checkpoint writes the whole page to the WAL.
describe("the WAL a PostgreSQL write costs (issue 14)", () => {
  let database: BenchDatabase;
  let client: pg.Client;
  const changeEachPage = async () => {
    const from = await walPosition(database.url);
    for (let id = 1; id <= 40; id++)
      await client.query("update pages set pad = $2 where id = $1", [id, `${id}`]);
    return walBetween(database.url, from, await walPosition(database.url), 40);
  };

  beforeAll(async () => {
    database = await createBenchDatabase(serverBaseUrl());
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // One row a page: 7,000 bytes kept as they are (no compression, no TOAST) fill a page of 8 KB.
    await client.query("create table pages (id int primary key, pad char(7000))");
    await client.query("alter table pages alter column pad set storage plain");
    await client.query("insert into pages select n, 'x' from generate_series(1, 40) n");
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it("finds a whole page in the WAL for each page first changed since the checkpoint", async () => {
    await checkpoint(database.url);
    const each = (await changeEachPage())!;
    // Each update rewrites its 7,000-byte row onto a new page: the old page's image, the new row, the index.
    expect(each.bytes).toBeGreaterThan(7000);
    // The old page, whole: its 7,000 bytes and its header, once for each request.
    expect(each.fullPageImageBytes).toBeGreaterThan(7000);
    expect(each.fullPageImageBytes).toBeLessThan(each.bytes);
    expect(describeWal(each)).toMatch(/^\d+\.\d KB of WAL a request, \d+\.\d KB of it full page images$/);
  });

  it("finds no whole pages for pages changed again, until the next checkpoint (each write's run starts from one)", async () => {
    await checkpoint(database.url);
    await changeEachPage();
    const again = (await changeEachPage())!;
    expect(again.fullPageImageBytes).toBeLessThan(1000);
    await checkpoint(database.url);
    expect((await changeEachPage())!.fullPageImageBytes).toBeGreaterThan(7000);
  });

  it("has nothing to say of a load that made no request", async () => {
    const at = await walPosition(database.url);
    expect(await walBetween(database.url, at, at, 0)).toBeNull();
  });
});
