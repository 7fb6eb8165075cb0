import type { RouteOptions } from "fastify";

/**
 * What the app sends to the database for one request, from its handler on (a preHandler hook: after the
 * sign-in check, before the transaction's BEGIN) to its answer. Give it to the test database as its Drizzle
 * logger and let it observe the routes (`createTestApp(env, { statements })`); `sent` then holds the last
 * request's statements. PGlite begins and commits a transaction itself, so only node-postgres shows those.
 */
export class StatementRecorder {
  sent: string[] = [];
  private recording = false;

  logQuery(query: string): void {
    if (this.recording) this.sent.push(query);
  }

  /** A route observer (buildApp's `routeObserver`): every route records its requests. */
  observe = (route: RouteOptions): void => {
    const start = async () => {
      this.sent = [];
      this.recording = true;
    };
    const stop = async () => {
      this.recording = false;
    };
    route.preHandler = [...hooksOf(route.preHandler), start] as RouteOptions["preHandler"];
    route.onResponse = [...hooksOf(route.onResponse), stop] as RouteOptions["onResponse"];
  };

  /** The first word of each statement sent, lower case ("begin", "select", "insert"…). */
  get kinds(): string[] {
    return this.sent.map((text) => text.trimStart().split(/\s/)[0]!.toLowerCase());
  }
}

const hooksOf = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
