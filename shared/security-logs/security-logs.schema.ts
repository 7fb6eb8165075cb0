import { z } from "zod";

export const LOG_LEVELS = ["INFO", "WARNING", "ERROR", "SECURITY"] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;
