import { z } from "zod";

/** What the web app reads at start (GET /api/client-config). */
export const clientConfigSchema = z.object({ chatWidgetSrc: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
