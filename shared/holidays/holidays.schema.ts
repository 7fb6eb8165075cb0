import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "../auth/auth.schema";
import { calendarDate } from "../common/date.schema";
import { longText, text } from "../common/text.schema";

export const holidayInputSchema = z.object({
  name: text({
    required: "Holiday name is required",
    min: 1,
    max: NAME_MAX,
    maxMessage: "Holiday name must be at most 100 characters",
  }),
  date: calendarDate({
    required: "Date is required",
    invalid: "Date must be a valid date (yyyy-MM-dd)",
    allowInstant: true,
  }),
  description: longText({
    max: TEXT_MAX,
    maxMessage: "Description must be at most 5000 characters",
  }).nullish(),
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
