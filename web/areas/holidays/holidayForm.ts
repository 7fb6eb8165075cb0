import dayjs from "dayjs";
import { type HolidayDto, holidayInputSchema } from "../../../shared/holidays/holidays.schema";
import { type FieldErrors, issuesToFieldErrors } from "../../lib/formValidation";

/** What the holiday dialog holds; the date picker gives a 'YYYY-MM-DD' string, or null while empty. */
export type HolidayFormValues = {
  name: string;
  date: string | null;
  description: string;
  isRecurring: boolean;
};

/** The body of POST /api/companies/{id}/holidays and PUT /api/holidays/{id} (docs/product/holidays.md §7). */
export type HolidayRequestBody = {
  name: string;
  date: string;
  description: string | null;
  isRecurring: boolean;
  companyId: number;
};

export function emptyHolidayForm(): HolidayFormValues {
  return { name: "", date: null, description: "", isRecurring: false };
}

/** The dialog's starting values when editing a holiday. */
export function holidayFormValuesFrom(holiday: HolidayDto): HolidayFormValues {
  return {
    name: holiday.name,
    date: holiday.date,
    description: holiday.description ?? "",
    isRecurring: holiday.isRecurring,
  };
}

/**
 * A picked day as the API's calendar date 'yyyy-MM-dd', read in local time: toISOString would shift
 * it to UTC and, east of Greenwich (India), send the day before.
 */
export function toDateOnly(value: string | Date | null): string | null {
  if (value === null || value === "") return null;
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DD") : null;
}

/** The holiday's fields from the form: trimmed texts, an empty description as null. */
export function toHolidayFields(values: HolidayFormValues): Omit<HolidayRequestBody, "companyId"> {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    date: toDateOnly(values.date) ?? "",
    description: description === "" ? null : description,
    isRecurring: values.isRecurring,
  };
}

/** The request body: the holiday's fields and the company it belongs to (docs/product/holidays.md §7 sends companyId). */
export function toHolidayRequestBody(values: HolidayFormValues, companyId: number): HolidayRequestBody {
  return { ...toHolidayFields(values), companyId };
}

/** The form's checks, from the same schema the server validates with: 'Holiday name is required', … */
export function validateHolidayForm(values: HolidayFormValues): FieldErrors {
  const result = holidayInputSchema.safeParse(toHolidayFields(values));
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}
