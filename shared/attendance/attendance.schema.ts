import { z } from "zod";
import { TEXT_MAX } from "../auth/auth.schema";
import { calendarDate } from "../common/date.schema";
import { longText } from "../common/text.schema";
import { MAX_EFFECTIVE_HOURS, MIN_EFFECTIVE_HOURS, normalizeTime } from "./attendance.rules";

/** A person has a record of that date already (409): a second clock-in, or a record moved onto it. */
export const ALREADY_RECORDED = "Attendance for this date has already been recorded";

export const attendanceDateSchema = calendarDate({
  required: "Date is required",
  invalid: "Date must be a valid date (yyyy-MM-dd)",
});

const timeSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((v, ctx) => {
      const time = normalizeTime(v);
      if (!time) {
        ctx.addIssue({ code: "custom", message: "Time must be HH:mm:ss" });
        return z.NEVER;
      }
      return time;
    });

export const effectiveHoursSchema = z
  .number({ error: "Effective hours must be a number" })
  .min(MIN_EFFECTIVE_HOURS, "Effective hours must be positive")
  .max(MAX_EFFECTIVE_HOURS, "Effective hours cannot exceed 99.99");

const keyTasksSchema = longText({
  max: TEXT_MAX,
  maxMessage: "Key tasks must be at most 5000 characters",
}).nullish();

/** Add a record, or clock in (date and clock-in only). */
export const attendanceCreateSchema = z.object({
  attendanceDate: attendanceDateSchema,
  clockIn: timeSchema("Start time is required"),
  clockOut: timeSchema("End time is required").nullish(),
  effectiveHours: effectiveHoursSchema.nullish(),
  keyTasks: keyTasksSchema,
});
export type AttendanceCreateInput = z.infer<typeof attendanceCreateSchema>;

/** Clock out (clockOut, effectiveHours, keyTasks) or edit (any field). */
export const attendancePatchSchema = z.object({
  attendanceDate: attendanceDateSchema.optional(),
  clockIn: timeSchema("Start time is required").optional(),
  clockOut: timeSchema("End time is required").nullish(),
  effectiveHours: effectiveHoursSchema.nullish(),
  keyTasks: keyTasksSchema,
});
export type AttendancePatchInput = z.infer<typeof attendancePatchSchema>;

export const attendanceDtoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  attendanceDate: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  effectiveHours: z.number().nullable(),
  keyTasks: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AttendanceDto = z.infer<typeof attendanceDtoSchema>;

export const companyAttendanceDtoSchema = attendanceDtoSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
});
export type CompanyAttendanceDto = z.infer<typeof companyAttendanceDtoSchema>;

export const attendanceRangeQuerySchema = z.object({
  startDate: attendanceDateSchema.optional(),
  endDate: attendanceDateSchema.optional(),
  userId: z.coerce.number().int().positive().optional(),
});

/** The longest period one list covers. */
export const MAX_RANGE_DAYS = 366;
