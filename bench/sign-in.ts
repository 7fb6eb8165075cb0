import { DEFAULT_PASSWORD } from "../server/db/seed/factories";

/** Signs in through `POST /api/login` as a person would and answers the `sid=…` cookie for later calls. */
export async function signIn(
  baseUrl: string,
  username: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  await res.arrayBuffer();
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("no session cookie");
  return sid;
}
