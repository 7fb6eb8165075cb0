// The HTTP request a route's load sends (to the server or to the ceiling server), and the probe before it.
import type { HttpRequestSpec } from "./load";
import type { BenchRoute, Fixture } from "./routes";

/** `route`'s method, cookie and JSON body, sent to `url`. */
export function requestSpec(route: BenchRoute, fixture: Fixture, url: string): HttpRequestSpec {
  const headers: Record<string, string> = {};
  if (route.session) headers.cookie = fixture.cookie;
  let body: string | undefined;
  if (route.body) {
    body = JSON.stringify(route.body(fixture));
    headers["content-type"] = "application/json";
  }
  return { url, method: route.method, headers, body, connections: route.connections };
}

/** One request before the load, to learn the answer's size and to catch a broken setup early. */
export async function probe(spec: HttpRequestSpec): Promise<{ status: number; bytes: number }> {
  const response = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes };
}
