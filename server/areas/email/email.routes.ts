import { errorSchema } from "../../../shared/auth/auth.schema";
import { emailTestResultSchema, emailTestSchema } from "../../../shared/users/users.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { sendTestEmail } from "./email.service";

export const emailRoutes: AreaPlugin = async (app) => {
  app.post(
    "/api/email/test",
    {
      onRequest: app.authenticate,
      // The mail server is reached first and only a log row follows: no transaction held meanwhile.
      config: { transactional: false },
      schema: {
        tags: ["Settings"],
        summary: "Send a test e-mail through the configured mail transport (SUPER_ADMIN)",
        body: emailTestSchema,
        response: { 200: emailTestResultSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) =>
      sendTestEmail(request.ctx, actorOf(request), request.body, originOf(request), (err) =>
        request.log.warn({ err }, "test e-mail failed"),
      ),
  );
};
