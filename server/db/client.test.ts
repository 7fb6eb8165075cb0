import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { companies } from "../areas/companies/companies.table";
import { acquireDataDirLock, openDatabase } from "./client";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "hr-db-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the data directory lock", () => {
  it("refuses a directory held by another running process", async () => {
    const dir = tempDir();
    const other = spawn("sleep", ["30"]);
    try {
      writeFileSync(path.join(dir, "db.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended, and releases it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "db.lock"), "2147483646");
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, "db.lock"))).toBe(true);
    release();
    expect(existsSync(path.join(dir, "db.lock"))).toBe(false);
  });
});

describe("the embedded database", () => {
  it("keeps every record across a second start", async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db.insert(companies).values({ name: "Persistent Co", logo: "logo.png" });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(companies);
    await second.close();
    expect(rows.map((r) => r.name)).toEqual(["Persistent Co"]);
  }, 60_000);

  it("prepares the statements the server names, once, as PostgreSQL's driver does", async () => {
    const handle = await openDatabase({ dataDir: tempDir() });
    try {
      await handle.migrate();
      const byName = handle.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.name, sql.placeholder("name")))
        .prepare("companies_by_name");
      await handle.db.insert(companies).values({ name: "Prepared Co", logo: "logo.png" });
      expect(await byName.execute({ name: "Prepared Co" })).toEqual([{ name: "Prepared Co" }]);
      expect(await byName.execute({ name: "Nobody" })).toEqual([]);
      const prepared = await handle.db.execute(
        sql`select name from pg_prepared_statements where name = 'companies_by_name'`,
      );
      expect((prepared as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("keeps a 64 MB page cache, half of PGlite's default, to stay small in memory", async () => {
    const handle = await openDatabase({ dataDir: tempDir() });
    try {
      const result = await handle.db.execute(sql`show shared_buffers`);
      expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe(
        "64MB",
      );
    } finally {
      await handle.close();
    }
  }, 60_000);
});
