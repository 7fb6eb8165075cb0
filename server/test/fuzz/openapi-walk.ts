import type { RouteOptions } from "fastify";

/**
 * The routes the bad-input fuzzer walks, read from the OpenAPI description the app serves (the same Zod
 * schemas that validate the requests): every operation of every path, so a new route is walked without
 * anyone adding it here. What is left out is listed below with the reason, never skipped silently.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/companies/{id}/users", as the OpenAPI description names it. */
  key: string;
  method: string;
  /** The OpenAPI path, `{param}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

/** Routes left out altogether, with the reason (each has tests of its own for bad input). */
export const EXCLUDED: Record<string, string> = {
  "POST /api/files":
    "multipart upload: wrong kinds, sizes, names and missing parts are tested in server/areas/files and server/test/file-routes.api.test.ts",
};

/** Routes walked signed out only, with the reason. */
export const SIGNED_OUT_ONLY: Record<string, string> = {
  "POST /api/logout": "ends the caller's session, which the rest of the walk needs; walked signed out",
};

/** Registered routes that the OpenAPI description hides on purpose, with the reason; walked with junk anyway. */
export const HIDDEN: Record<string, string> = {
  "GET /api/openapi.json": "the description itself",
};

/** The API docs page's own files (@fastify/swagger-ui): static assets, not part of the API. */
const isDocsPage = (url: string) => url === "/api/docs" || url.startsWith("/api/docs/");

/** Run order: reads first, deletions last, so that the records the walk knows live as long as possible. */
const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function operationsOf(spec: unknown): Operation[] {
  const doc = spec as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(byMethod)) {
      const method = lower.toUpperCase();
      if (!METHOD_ORDER.includes(method)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: op.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return operations.sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

/** "/api/users/:id" → "/api/users/{id}" */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/**
 * Registered routes (HEAD copies and the docs page left out) that neither the description nor the lists
 * above account for: a route hidden from OpenAPI would escape the walk, so the test fails on it.
 */
export function unaccountedRoutes(routes: RouteOptions[], operations: Operation[]): string[] {
  const described = new Set(operations.map((o) => o.key));
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD" && !isDocsPage(route.url))
      .map((method) => `${method} ${openApiPath(route.url)}`)
      .filter((key) => !described.has(key) && !(key in HIDDEN) && !(key in EXCLUDED)),
  );
}
