import { eq } from "drizzle-orm";
import type { RequestContext } from "../../lib/transactional";
import { invitationMail, verificationMail } from "../auth/auth.mails";
import { issueToken, retireTokens } from "../auth/tokens.service";
import { companies } from "../companies/companies.table";

/**
 * A person's address changed (their profile, or an administrator's form): every link mailed to the old
 * address stops working — a mistyped address may be a stranger's — and the new one gets what the person
 * needs: a new invitation when they never accepted theirs (and no password was set with the change), else a
 * link to verify it (docs/product/accounts.md §4, §8). Runs inside the request's transaction; the mail goes
 * after the commit. Answers which was sent.
 */
export async function mailChangedAddress(
  ctx: RequestContext,
  person: { id: number; companyId: number | null; firstName: string },
  newAddress: string,
  options: { passwordSet?: boolean } = {},
): Promise<"invitation" | "verification"> {
  const now = ctx.now();
  const { wasInvited } = await retireTokens(ctx.db, person.id, now);
  if (wasInvited && !options.passwordSet && person.companyId !== null) {
    const [company] = await ctx.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, person.companyId));
    const token = await issueToken(ctx.db, person.id, "invite", now);
    const mail = invitationMail(ctx.config.appUrl, newAddress, person.firstName, company?.name ?? "", token);
    ctx.afterCommit(() => ctx.mailer.send(mail));
    return "invitation";
  }
  const token = await issueToken(ctx.db, person.id, "verify", now);
  const mail = verificationMail(ctx.config.appUrl, newAddress, person.firstName, token);
  ctx.afterCommit(() => ctx.mailer.send(mail));
  return "verification";
}
