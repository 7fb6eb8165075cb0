import type { Database } from "../../db/client";
import { transactions } from "./transactions.table";

/**
 * A transaction of a company (docs/product/finance.md §2), written straight to the table: 1,000.00 USD,
 * PENDING, INCOME unless told otherwise. `createdBy` must be a user (any role).
 */
export async function buildTransaction(
  db: Database,
  fields: { companyId: number; createdBy: number } & Partial<typeof transactions.$inferInsert>,
) {
  const [row] = await db
    .insert(transactions)
    .values({ amount: 100_000, currency: "USD", status: "PENDING", type: "INCOME", ...fields })
    .returning();
  return row!;
}
