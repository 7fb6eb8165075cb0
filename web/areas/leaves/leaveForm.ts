import dayjs from "dayjs";
import { type LeaveRequestInput, leaveRequestSchema } from "../../../shared/leaves/leaves.schema";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

// The half-day choices live in their own module: the leaves' display (and so the dashboards) reads them
// without the form's schemas and Zod.
import { HALF_DAY_TYPE_OPTIONS, type HalfDayType } from "./halfDayTypes";

export { HALF_DAY_TYPE_OPTIONS, type HalfDayType };

/** The form's messages (docs/product/leave.md §6.1); the half-day one is the shared schema's first clause. */
export const LEAVE_FORM_TEXT = {
  startRequired: "Start date is required",
  endRequired: "End date is required for full day leaves",
  reasonRequired: "Reason is required",
  halfDayTypeRequired: "Half day type is required for half day leaves",
  endBeforeStart: "End date cannot be before start date",
} as const;

/** What the leave form holds; the date pickers give 'YYYY-MM-DD' strings, or null while empty. */
export type LeaveFormValues = {
  startDate: string | null;
  endDate: string | null;
  isHalfDay: boolean;
  halfDayType: HalfDayType | null;
  reason: string;
};

export function emptyLeaveForm(): LeaveFormValues {
  return { startDate: null, endDate: null, isHalfDay: false, halfDayType: null, reason: "" };
}

/** A picked date as the API's calendar date 'yyyy-MM-dd', in local time (never via toISOString). */
export function toDateOnly(value: string | Date | null): string | null {
  if (value === null || value === "") return null;
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DD") : null;
}

/**
 * The Half Day Leave checkbox (docs/product/leave.md §6.1): turning it on copies the start date into the end date
 * (the type choice then shows); turning it off clears the half-day type.
 */
export function toggleHalfDay(values: LeaveFormValues, isHalfDay: boolean): LeaveFormValues {
  return isHalfDay
    ? { ...values, isHalfDay: true, endDate: values.startDate }
    : { ...values, isHalfDay: false, halfDayType: null };
}

/** A new start date; a half day's hidden end date follows it. */
export function changeStartDate(values: LeaveFormValues, startDate: string | null): LeaveFormValues {
  return values.isHalfDay ? { ...values, startDate, endDate: startDate } : { ...values, startDate };
}

const { shape } = leaveRequestSchema;

/**
 * The form's checks with the shared leave schema, one message per field in the spec's words: the start
 * date and reason always, then a half day's type or a full day's end date (the schema's cross-field rule,
 * split by field), and an end date not before the start (the server's rule).
 */
export function validateLeaveForm(values: LeaveFormValues): FieldErrors {
  const start = toDateOnly(values.startDate);
  const end = toDateOnly(values.endDate);
  const errors = validateFields(
    {
      startDate: shape.startDate,
      reason: shape.reason,
      ...(values.isHalfDay
        ? { halfDayType: shape.halfDayType.unwrap().unwrap() }
        : { endDate: shape.endDate.unwrap().unwrap() }),
    },
    {
      startDate: start ?? undefined,
      endDate: end ?? undefined,
      reason: values.reason,
      halfDayType: values.halfDayType ?? undefined,
    },
    (field, message) => LEAVE_FORM_WORDING[field] ?? message,
  );
  if (!values.isHalfDay && start && end && end < start) errors.endDate = LEAVE_FORM_TEXT.endBeforeStart;
  return errors;
}

/** The form's words where the shared schema's differ (its date messages also say "valid"; a picker's date always is). */
const LEAVE_FORM_WORDING: Record<string, string | undefined> = {
  startDate: LEAVE_FORM_TEXT.startRequired,
  endDate: LEAVE_FORM_TEXT.endRequired,
  halfDayType: LEAVE_FORM_TEXT.halfDayTypeRequired,
};

/**
 * The body of POST /api/leaves from a valid form: calendar dates as 'yyyy-MM-dd', a half day's end
 * date equal to its start date, and no half-day type on a full-day leave.
 */
export function toLeaveRequestBody(values: LeaveFormValues): LeaveRequestInput {
  const startDate = toDateOnly(values.startDate) ?? "";
  return {
    startDate,
    endDate: values.isHalfDay ? startDate : (toDateOnly(values.endDate) ?? ""),
    reason: values.reason.trim(),
    isHalfDay: values.isHalfDay,
    halfDayType: values.isHalfDay ? values.halfDayType : null,
  };
}
