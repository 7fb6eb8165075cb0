import { fileStorageIn } from "../../lib/file-storage";
import { openConfiguredDatabase } from "../open-configured";
import { seedDemo } from "./demo";

/** `npm run seed:demo`: fills the configured database with demo data and prints the logins. */
const { config, database } = await openConfiguredDatabase();
try {
  const logins = await seedDemo(database.db, { files: fileStorageIn(config.dataDir) });
  console.log("\nDemo logins (every other demo employee uses the same password):\n");
  console.table(logins);
} finally {
  await database.close();
}
