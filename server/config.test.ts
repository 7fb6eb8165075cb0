import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const dataDir = mkdtempSync(path.join(tmpdir(), "hr-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const configOf = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "config-test-secret-0123456789", ...env });

describe("SUPER_ADMIN_TWO_FACTOR (docs/product/accounts.md §3.2)", () => {
  it("is required by default in production and optional elsewhere", () => {
    expect(configOf({ NODE_ENV: "production" }).superAdminTwoFactorRequired).toBe(true);
    expect(configOf({}).superAdminTwoFactorRequired).toBe(false);
    expect(configOf({ NODE_ENV: "test" }).superAdminTwoFactorRequired).toBe(false);
  });

  it("follows the setting when it is given", () => {
    expect(
      configOf({ NODE_ENV: "production", SUPER_ADMIN_TWO_FACTOR: "optional" }).superAdminTwoFactorRequired,
    ).toBe(false);
    expect(configOf({ SUPER_ADMIN_TWO_FACTOR: "required" }).superAdminTwoFactorRequired).toBe(true);
  });

  it("refuses any other value with a readable message", () => {
    expect(() => configOf({ SUPER_ADMIN_TWO_FACTOR: "yes" })).toThrow(/SUPER_ADMIN_TWO_FACTOR/);
  });
});

describe("WEB_CONCURRENCY (server/cluster.ts)", () => {
  const postgres = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/hr" };

  it("is one process per core with PostgreSQL, and always one with the embedded database", () => {
    expect(configOf(postgres).webConcurrency).toBe(Math.min(availableParallelism(), 64));
    expect(configOf({}).webConcurrency).toBe(1);
    expect(configOf({ WEB_CONCURRENCY: "3" })).toMatchObject({
      webConcurrency: 1,
      webConcurrencyRequested: 3,
    });
  });

  it("follows the setting with PostgreSQL", () => {
    expect(configOf({ ...postgres, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(configOf({ ...postgres, WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
  });

  it("refuses zero, a fraction, more than 64 and words", () => {
    for (const value of ["0", "1.5", "65", "many"])
      expect(() => configOf({ ...postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("PASSWORD_HASH_TIME_COST (docs/product/accounts.md §9)", () => {
  it("is argon2id's least allowed passes by default, and follows a higher setting", () => {
    expect(configOf({}).passwordTimeCost).toBe(2);
    expect(configOf({ PASSWORD_HASH_TIME_COST: "6" }).passwordTimeCost).toBe(6);
  });

  it("refuses fewer passes than the default, a fraction and words, with a readable message", () => {
    for (const value of ["1", "0", "2.5", "many", "101"]) {
      expect(() => configOf({ PASSWORD_HASH_TIME_COST: value })).toThrow(/PASSWORD_HASH_TIME_COST/);
    }
    expect(() => configOf({ PASSWORD_HASH_TIME_COST: "1" })).toThrow(/at least 2/);
  });
});
