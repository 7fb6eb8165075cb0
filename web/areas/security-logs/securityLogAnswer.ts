import { z } from "zod";
import { logLevelSchema } from "../../../shared/security-logs/security-logs.schema";

/**
 * The answer of GET /api/security-logs (docs/product/security-logs.md §2, §4) as the web reads it, until the
 * shared schemas of shared/security-logs land: then these give way to them.
 */
export const securityLogDtoSchema = z.object({
  id: z.number(),
  timestamp: z.string(),
  level: logLevelSchema,
  action: z.string(),
  userId: z.number().nullable(),
  companyId: z.number().nullable(),
  resourceType: z.string().nullable(),
  resourceId: z.union([z.number(), z.string()]).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  user: z
    .object({ id: z.number(), firstName: z.string(), lastName: z.string(), username: z.string() })
    .nullable(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type SecurityLogDto = z.infer<typeof securityLogDtoSchema>;

export const securityLogPageSchema = z.object({
  logs: z.array(securityLogDtoSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type SecurityLogPage = z.infer<typeof securityLogPageSchema>;
