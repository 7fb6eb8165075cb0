// Seeds what the routes need through the HTTP API, the way a user would: sign up a company, sign in.
import { createHash, randomBytes } from "node:crypto";
import type { Fixture } from "./routes";

const PASSWORD = "BenchPassw0rd";

/** POST /api/company-admin-signup, then POST /api/login; returns the session and its row id. */
export async function seedFixture(baseUrl: string): Promise<Fixture> {
  const suffix = randomBytes(4).toString("hex");
  const username = `bench-admin-${suffix}@example.com`;
  const signup = await postJson(baseUrl, "/api/company-admin-signup", {
    company: { name: `Bench Company ${suffix}` },
    user: { username, password: PASSWORD, firstName: "Bench", lastName: "Admin" },
    agreeToTerms: true,
  });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const created = (await signup.json()) as { user: { id: number; companyId: number } };

  const login = await postJson(baseUrl, "/api/login", { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  await login.arrayBuffer();
  const sid = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("login set no sid cookie");

  return {
    username,
    password: PASSWORD,
    userId: created.user.id,
    companyId: created.user.companyId,
    cookie: sid,
    sessionId: sessionIdOfCookie(sid.slice("sid=".length)),
  };
}

/**
 * The sessions row id behind a signed cookie value: @fastify/cookie signs as `<token>.<signature>`
 * (URL-encoded), and the server stores the token's SHA-256 (server/lib/crypto.ts hashToken).
 */
export function sessionIdOfCookie(cookieValue: string): string {
  const signed = decodeURIComponent(cookieValue);
  const dot = signed.lastIndexOf(".");
  const token = dot > 0 ? signed.slice(0, dot) : signed;
  return createHash("sha256").update(token).digest("hex");
}

function postJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}
