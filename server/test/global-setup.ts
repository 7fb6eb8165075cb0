import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPool, PGLITE_EXTENSIONS } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Migrates once per run into a template — a PGlite dump file, or a PostgreSQL template database —
 * from which every test file copies its own fresh database in well under a second.
 */
export default async function setup(project: TestProject) {
  if (project.name === "api-postgres") return setupPostgres(project);
  const dir = mkdtempSync(path.join(tmpdir(), "hr-pglite-template-"));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = fromPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `hr_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
  const handle = fromPool(pool);
  await handle.migrate();
  await handle.close();
  project.provide("pgTemplate", name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
