import { capHours, normalizeTime, timeInZone } from "../../../shared/attendance/attendance.rules";
import {
  type AttendanceCreateInput,
  attendanceCreateSchema,
} from "../../../shared/attendance/attendance.schema";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

/** The form texts of docs/product/attendance.md §6.3. */
export const ATTENDANCE_FORM_TEXT = {
  dateRequired: "Date is required",
  futureDate: "Cannot record attendance for future dates",
  clockInRequired: "Start time is required",
  invalidTime: "Enter a time as HH:mm",
  clockOutBeforeClockIn: "Clock-out time cannot be before clock-in time",
  hoursBeforeAdding: "Please enter effective hours before adding attendance",
  hoursBeforeClockingOut: "Please enter effective hours before clocking out",
  hoursBeforeUpdating: "Please enter effective hours before updating attendance",
} as const;

export type AttendanceFormMode = "add" | "edit";

/** The Add/Edit Attendance Record form; Mantine's NumberInput holds "" while empty. */
export interface AttendanceFormValues {
  attendanceDate: string | null;
  clockIn: string;
  clockOut: string;
  effectiveHours: number | string;
  keyTasks: string;
}

/** The clock-out dialog: the clock-out time itself is the moment of submitting. */
export interface ClockOutValues {
  effectiveHours: number | string;
  keyTasks: string;
}

interface RecordLike {
  attendanceDate: string;
  clockIn: string;
  clockOut: string | null;
  effectiveHours: number | null;
  keyTasks: string | null;
}

export function emptyAttendanceForm(today: string): AttendanceFormValues {
  return { attendanceDate: today, clockIn: "", clockOut: "", effectiveHours: "", keyTasks: "" };
}

/** A record as the edit form shows it: times as HH:mm. */
export function attendanceFormValuesFrom(record: RecordLike): AttendanceFormValues {
  return {
    attendanceDate: record.attendanceDate,
    clockIn: record.clockIn.slice(0, 5),
    clockOut: record.clockOut?.slice(0, 5) ?? "",
    effectiveHours: record.effectiveHours ?? "",
    keyTasks: record.keyTasks ?? "",
  };
}

/** Hours as a number, or null when the field is empty or not a number. */
function hoursOf(value: number | string): number | null {
  const hours = typeof value === "number" ? value : Number(value.trim() === "" ? Number.NaN : value);
  return Number.isFinite(hours) ? hours : null;
}

/** The hours the request sends: capped at 99.99 (the form caps rather than refuses), null when empty. */
function sentHours(value: number | string): number | null {
  const hours = hoursOf(value);
  return hours === null ? null : capHours(hours);
}

const { shape } = attendanceCreateSchema;
/** The hours a record needs: the shared schema's, required here (the form asks for them before saving). */
const requiredHours = shape.effectiveHours.unwrap().unwrap();

/** The shared schema's time message in the form's words (the picker shows HH:mm). */
function timeWording(_field: string, message: string): string {
  return message === "Time must be HH:mm:ss" ? ATTENDANCE_FORM_TEXT.invalidTime : message;
}

/**
 * The add/edit form's errors with the shared attendance schema, in the spec's words; `today` is yyyy-MM-dd.
 * The form's own rules on top: no future date, no clock-out before clock-in, and hours are required.
 */
export function validateAttendanceForm(
  values: AttendanceFormValues,
  mode: AttendanceFormMode,
  today: string,
): FieldErrors {
  const clockOut = values.clockOut.trim();
  const errors = validateFields(
    {
      attendanceDate: shape.attendanceDate,
      clockIn: shape.clockIn,
      clockOut: shape.clockOut,
      effectiveHours: requiredHours,
      keyTasks: shape.keyTasks,
    },
    {
      attendanceDate: values.attendanceDate ?? undefined,
      clockIn: values.clockIn,
      clockOut: clockOut === "" ? null : clockOut,
      effectiveHours: sentHours(values.effectiveHours) ?? undefined,
      keyTasks: values.keyTasks,
    },
    (field, message) =>
      field === "effectiveHours"
        ? mode === "add"
          ? ATTENDANCE_FORM_TEXT.hoursBeforeAdding
          : ATTENDANCE_FORM_TEXT.hoursBeforeUpdating
        : timeWording(field, message),
  );
  if (!errors.attendanceDate && values.attendanceDate && values.attendanceDate > today)
    errors.attendanceDate = ATTENDANCE_FORM_TEXT.futureDate;
  const [inTime, outTime] = [normalizeTime(values.clockIn), clockOut ? normalizeTime(clockOut) : null];
  if (!errors.clockOut && inTime && outTime && outTime < inTime)
    errors.clockOut = ATTENDANCE_FORM_TEXT.clockOutBeforeClockIn;
  return errors;
}

/** The clock-out dialog's errors: the hours, with the shared schema. */
export function validateClockOut(values: ClockOutValues): FieldErrors {
  return validateFields(
    { effectiveHours: requiredHours, keyTasks: shape.keyTasks },
    { effectiveHours: sentHours(values.effectiveHours) ?? undefined, keyTasks: values.keyTasks },
    (field, message) => (field === "effectiveHours" ? ATTENDANCE_FORM_TEXT.hoursBeforeClockingOut : message),
  );
}

/** HH:mm (or HH:mm:ss) as HH:mm:ss, keeping the original seconds when the minute was not changed. */
function toTime(value: string, original?: string | null): string {
  const time = normalizeTime(value) ?? value;
  if (original && time.slice(0, 5) === original.slice(0, 5)) return original;
  return time;
}

function toKeyTasks(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/**
 * The body of POST /api/attendances or of an edit's PATCH from a valid form: times as HH:mm:ss,
 * a blank clock-out as null, hours capped at 99.99 and blank key tasks as null.
 */
export function toAttendanceRequestBody(values: AttendanceFormValues, original?: RecordLike) {
  const clockOut = values.clockOut.trim();
  return {
    attendanceDate: values.attendanceDate ?? "",
    clockIn: toTime(values.clockIn, original?.clockIn),
    clockOut: clockOut === "" ? null : toTime(clockOut, original?.clockOut),
    effectiveHours: sentHours(values.effectiveHours) ?? 0,
    keyTasks: toKeyTasks(values.keyTasks),
  } satisfies AttendanceCreateInput;
}

// Clock-in's body lives with the Clock In/Out card, which the page shows at once without the form's
// schemas (and Zod); it is re-exported here beside the other bodies.
export { toClockInBody } from "./clockCard";

/** Clock-out: the current time, the hours (capped) and the key tasks. */
export function toClockOutBody(values: ClockOutValues, now: Date, timeZone: string) {
  return {
    clockOut: timeInZone(now, timeZone),
    effectiveHours: sentHours(values.effectiveHours) ?? 0,
    keyTasks: toKeyTasks(values.keyTasks),
  };
}
