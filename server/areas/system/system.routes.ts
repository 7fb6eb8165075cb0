import { sql } from "drizzle-orm";
import { z } from "zod";
import { clientConfigSchema } from "../../../shared/system/system.schema";
import type { AreaPlugin } from "../../lib/plugin";

const tags = ["System"];

export const systemRoutes: AreaPlugin = async (app, { config }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags,
        summary: "Liveness and database reachability (503 while the database is down)",
        response: { 200: z.object({ status: z.literal("ok"), database: z.literal("ok") }) },
      },
    },
    async (request) => {
      await request.ctx.db.execute(sql`select 1`);
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  app.get(
    "/api/client-config",
    {
      schema: {
        tags,
        summary: "Settings the web app reads at start",
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({ chatWidgetSrc: config.chatWidgetSrc ?? null }),
  );

  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
};
