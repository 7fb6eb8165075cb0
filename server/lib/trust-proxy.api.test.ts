import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { buildCompany, buildEmployee } from "../db/seed/factories";
import { clientOf } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/harness";

/**
 * Who the client is behind a reverse proxy (docs/ARCHITECTURE.md, TRUST_PROXY): only a proxy named in
 * TRUST_PROXY may say so with X-Forwarded-For; by default the address that connected is the client's.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Signs in from `from`, sending X-Forwarded-For, and answers the address the session was recorded with. */
async function recordedAddress(app: TestApp, from: string): Promise<string> {
  const company = await buildCompany(app.database.db);
  const person = await buildEmployee(app.database.db, company.id);
  const client = clientOf(app, from);
  const headers = { "x-forwarded-for": "203.0.113.9" };
  const login = await client.request({
    method: "POST",
    url: "/api/login",
    payload: { username: person.username, password: person.password },
    headers,
  });
  expect(login.statusCode).toBe(200);
  const sessions = await client.request({ method: "GET", url: "/api/user/sessions", headers });
  expect(sessions.statusCode).toBe(200);
  return sessions.json()[0].ipAddress;
}

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For by default: the address that connected is the client's", async () => {
    t = await createTestApp();
    expect(await recordedAddress(t, "127.0.0.1")).toBe("127.0.0.1");
  });

  it("believes X-Forwarded-For from a named proxy, and only from it", async () => {
    t = await createTestApp({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    expect(await recordedAddress(t, "127.0.0.1")).toBe("203.0.113.9");
    expect(await recordedAddress(t, "10.1.2.3")).toBe("203.0.113.9");
    expect(await recordedAddress(t, "192.0.2.44")).toBe("192.0.2.44");
  });

  it("accepts addresses, ranges and proxy-addr's names, and refuses 'everyone' or a malformed entry", () => {
    const base = { DATA_DIR: "/tmp/hr-trust-proxy-config", SESSION_SECRET: "x".repeat(32) };
    expect(
      loadConfig({ ...base, TRUST_PROXY: "127.0.0.1, ::1, 10.0.0.0/8, fd00::/8, loopback" }).trustProxy,
    ).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8", "loopback"]);
    expect(loadConfig(base).trustProxy).toEqual([]);
    for (const bad of ["true", "*", "1.2.3.4/33", "10.0.0.0/8/1", "proxy.example.com", "0.0.0.0/x"]) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
