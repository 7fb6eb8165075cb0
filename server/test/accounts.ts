import type { TestApp } from "./harness";
import { Client } from "./harness";

export const SIGNUP = {
  company: { name: "Acme Staffing", description: "Engineers in Kochi" },
  user: { username: "asha@acme.test", password: "Passw0rd1", firstName: "Asha", lastName: "Rao" },
  agreeToTerms: true,
};

/** A fresh signed-out client of the test app. */
export const clientOf = (t: TestApp, ip?: string) => new Client(t.app, ip);

/** Signs a client in and fails loudly when that does not work. */
export async function signIn(t: TestApp, username: string, password: string, ip?: string): Promise<Client> {
  const client = clientOf(t, ip);
  const res = await client.post("/api/login", { username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return client;
}
