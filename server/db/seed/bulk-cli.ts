import { parseArgs } from "node:util";
import { openConfiguredDatabase } from "../open-configured";
import { seedBulk } from "./bulk";
import { DEFAULT_PASSWORD } from "./factories";

/** `npm run seed:bulk -- --companies 200 --employees 20000 --days 365` into the configured database. */
const { values } = parseArgs({
  options: {
    companies: { type: "string", default: "200" },
    employees: { type: "string", default: "20000" },
    days: { type: "string", default: "365" },
  },
});
const numbers = {
  companies: Number.parseInt(values.companies, 10),
  employees: Number.parseInt(values.employees, 10),
  days: Number.parseInt(values.days, 10),
};
for (const [name, value] of Object.entries(numbers)) {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error(`--${name} must be a whole number from 1 to 1,000,000`);
    process.exit(2);
  }
}
const { database } = await openConfiguredDatabase();
try {
  const started = Date.now();
  const result = await seedBulk(database.db, numbers);
  console.log(
    `Seeded ${result.companies} companies, ${result.people} people and ${result.attendances} attendance records in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Admin of the first company: ${result.adminUsername}; super admin: ${result.superAdminUsername}; password ${DEFAULT_PASSWORD}`,
  );
} finally {
  await database.close();
}
