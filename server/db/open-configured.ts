import { loadConfig } from "../config";
import { openDatabase } from "./client";

/** For command-line tools: the database the environment names, migrated. */
export async function openConfiguredDatabase() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return { config, database };
}
