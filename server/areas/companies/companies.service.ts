import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { Actor } from "../auth/sessions.service";
import { canReadCompany } from "./companies.policy";
import { companies } from "./companies.table";

/** A live company the actor may see; another company's or a deleted one is 404 (never a leak). */
export async function findCompanyFor(db: Database, actor: Actor, companyId: number) {
  if (!canReadCompany(actor, companyId)) throw notFound("Company not found");
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)));
  if (!row) throw notFound("Company not found");
  return row;
}
