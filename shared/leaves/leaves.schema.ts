import { z } from "zod";
import { TEXT_MAX } from "../auth/auth.schema";
import { calendarDate } from "../common/date.schema";
import { longText } from "../common/text.schema";
import { MAX_TOTAL_LEAVES } from "./leaves.rules";

export const LEAVE_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export const leaveStatusSchema = z.enum(LEAVE_STATUSES);
export type LeaveStatus = z.infer<typeof leaveStatusSchema>;

export const HALF_DAY_TYPES = ["FORENOON", "AFTERNOON"] as const;
export const halfDayTypeSchema = z.enum(HALF_DAY_TYPES);

/** A calendar date: yyyy-MM-dd, or an ISO instant whose date part is taken; 2026-02-30 is refused. */
const dateSchema = (message: string) =>
  calendarDate({ required: message, invalid: message, allowInstant: true });

/** The leave request (docs/product/leave.md §2). */
export const leaveRequestSchema = z
  .object({
    startDate: dateSchema("Start date is required and must be valid"),
    endDate: dateSchema("End date is required and must be valid").nullish(),
    reason: longText({
      required: "Reason is required",
      min: 1,
      max: TEXT_MAX,
      maxMessage: "Reason must be at most 5000 characters",
    }),
    isHalfDay: z.boolean().default(false),
    halfDayType: halfDayTypeSchema.nullish(),
  })
  .refine((v) => (v.isHalfDay ? Boolean(v.halfDayType) : Boolean(v.endDate)), {
    message: "Half day type is required for half day leaves, and end date is required for full day leaves",
    path: ["halfDayType"],
  });
export type LeaveRequestInput = z.infer<typeof leaveRequestSchema>;

export const leaveDtoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  status: leaveStatusSchema,
  isHalfDay: z.boolean(),
  halfDayType: halfDayTypeSchema.nullable(),
  days: z.number(),
  createdAt: z.string(),
});
export type LeaveDto = z.infer<typeof leaveDtoSchema>;

/** A request in the admins' list also carries who asked and their company. */
export const companyLeaveDtoSchema = leaveDtoSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
});
export type CompanyLeaveDto = z.infer<typeof companyLeaveDtoSchema>;

export const leaveDecisionSchema = z.object({
  status: z.enum(["APPROVED", "REJECTED"], { error: "Status must be APPROVED or REJECTED" }),
});

export const leaveBalanceSchema = z.object({
  totalLeaves: z.number(),
  leavesTaken: z.number(),
  leavesPending: z.number(),
  leavesRemaining: z.number(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** A row of the allocation table: each person with their total and taken days. */
export const leaveAllocationSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  role: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  totalLeaves: z.number().int(),
  leavesTaken: z.number(),
});
export type LeaveAllocation = z.infer<typeof leaveAllocationSchema>;

export const totalLeavesSchema = z.object({
  totalLeaves: z
    .number({ error: "Total leaves must be a whole number from 0 to 365" })
    .int("Total leaves must be a whole number from 0 to 365")
    .min(0, "Total leaves must be a whole number from 0 to 365")
    .max(MAX_TOTAL_LEAVES, "Total leaves must be a whole number from 0 to 365"),
});
