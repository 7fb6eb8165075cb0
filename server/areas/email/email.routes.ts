import { errorSchema } from "../../../shared/auth/auth.schema";
import { emailTestResultSchema, emailTestSchema } from "../../../shared/users/users.schema";
import { originOf, writeSecurityLog } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { authorize } from "../../lib/errors";
import type { AreaPlugin } from "../../lib/plugin";

export const emailRoutes: AreaPlugin = async (app) => {
  app.post(
    "/api/email/test",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Settings"],
        summary: "Send a test e-mail through the configured mail transport (SUPER_ADMIN)",
        body: emailTestSchema,
        response: { 200: emailTestResultSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(actor.role === "SUPER_ADMIN");
      const { to, subject, message } = request.body;
      try {
        await request.ctx.mailer.send({ to, subject, text: message });
        await writeSecurityLog(request.ctx.db, originOf(request), {
          level: "INFO",
          action: "TEST_EMAIL_SENT",
          userId: actor.userId,
          companyId: actor.companyId,
          resourceType: "email",
          message: `Test e-mail sent to ${to}`,
        });
        return { success: true };
      } catch (error) {
        request.log.warn({ err: error }, "test e-mail failed");
        return { success: false, error: error instanceof Error ? error.message : "Unknown error" };
      }
    },
  );
};
