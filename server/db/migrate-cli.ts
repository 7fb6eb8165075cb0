import { openConfiguredDatabase } from "./open-configured";

/** `npm run db:migrate`: applies every pending migration to the configured database. */
const { config, database } = await openConfiguredDatabase();
await database.close();
console.log(
  `Migrations applied (${config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`}).`,
);
