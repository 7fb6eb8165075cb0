import { parseArgs } from "node:util";
import { emailSchema, strongPasswordSchema } from "../../shared/auth/auth.schema";
import { createSuperAdmin } from "../areas/users/super-admin.service";
import { openConfiguredDatabase } from "../db/open-configured";

/**
 * `npm run create-super-admin -- --email root@example.com --password 'S3cure-pass'`
 * (or SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD). The server must not be running on the same embedded DATA_DIR.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});
const email = values.email ?? process.env.SUPER_ADMIN_EMAIL;
const password = values.password ?? process.env.SUPER_ADMIN_PASSWORD;
const checkedEmail = emailSchema.safeParse(email ?? "");
const checkedPassword = strongPasswordSchema.safeParse(password ?? "");
if (!checkedEmail.success || !checkedPassword.success) {
  console.error("Usage: npm run create-super-admin -- --email <address> --password <password>");
  for (const issue of [...(checkedEmail.error?.issues ?? []), ...(checkedPassword.error?.issues ?? [])]) {
    console.error(`  ${issue.message}`);
  }
  process.exit(2);
}

const { config, database } = await openConfiguredDatabase();
try {
  const outcome = await createSuperAdmin(
    database.db,
    {
      email: checkedEmail.data,
      password: checkedPassword.data,
      firstName: values["first-name"],
      lastName: values["last-name"],
    },
    config.passwordTimeCost,
  );
  console.log(
    outcome === "created"
      ? `Super admin ${checkedEmail.data} created.`
      : `An account ${checkedEmail.data} already exists; nothing changed.`,
  );
} finally {
  await database.close();
}
