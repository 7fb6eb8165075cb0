import { defineConfig } from "vitest/config";

/**
 * Three projects: pure unit tests; API tests on embedded PGlite; and, when TEST_DATABASE_URL is set,
 * the same API tests on a real PostgreSQL server. Each API test file gets its own fresh database.
 */
const apiInclude = ["server/**/*.api.test.ts"];
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "web/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: apiInclude,
          environment: "node",
        },
      },
      {
        test: {
          name: "api-pglite",
          include: apiInclude,
          env: { TEST_DB: "pglite" },
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: "api-postgres",
                include: apiInclude,
                env: { TEST_DB: "pg" },
                globalSetup: ["server/test/global-setup.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
