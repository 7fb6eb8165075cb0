import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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
