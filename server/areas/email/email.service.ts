import { canSendTestEmail } from "../../../shared/settings/settings.policy";
import type { EmailTestInput } from "../../../shared/users/users.schema";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { authorize } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";

/**
 * Sends a test message through the configured transport and logs it when it goes; a delivery failure is
 * the answer (`success: false` with the transport's reason), not an error.
 */
export async function sendTestEmail(
  ctx: RequestContext,
  actor: Actor,
  input: EmailTestInput,
  origin: RequestOrigin,
  log: (err: unknown) => void,
) {
  authorize(canSendTestEmail(actor));
  const { to, subject, message } = input;
  try {
    await ctx.mailer.send({ to, subject, text: message });
  } catch (error) {
    log(error);
    return { success: false, error: error instanceof Error ? error.message : "Unknown error" };
  }
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "TEST_EMAIL_SENT",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "email",
    message: `Test e-mail sent to ${to}`,
  });
  return { success: true };
}
