import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "../auth/auth.schema";

export const holidayInputSchema = z.object({
  name: z
    .string({ error: "Holiday name is required" })
    .trim()
    .min(1, "Holiday name is required")
    .max(NAME_MAX, "Holiday name must be at most 100 characters"),
  date: z
    .string({ error: "Date is required" })
    .trim()
    .transform((v) => (v.length > 10 && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      "Date is required",
    ),
  description: z.string().trim().max(TEXT_MAX, "Description must be at most 5000 characters").nullish(),
  isRecurring: z.boolean().default(false),
  /** Sent by the form; the path names the company. */
  companyId: z.coerce.number().int().positive().optional(),
});
export type HolidayInput = z.infer<typeof holidayInputSchema>;

export const holidayDtoSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  isRecurring: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HolidayDto = z.infer<typeof holidayDtoSchema>;
