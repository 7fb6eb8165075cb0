import type { z } from "zod";

/** Field errors keyed by Mantine form paths ("user.username"), one message per field. */
export type FieldErrors = Record<string, string>;

/** Turns Zod issues into form errors: the first issue of each field wins, as the user fixes one at a time. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map((segment) => String(segment)).join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * Adapts a shared Zod schema to Mantine form's `validate` option, so the form shows the spec's
 * messages from the same schema the server validates with.
 */
export function zodFormValidate(schema: z.ZodType): (values: unknown) => FieldErrors {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToFieldErrors(result.error.issues);
  };
}

/**
 * Checks each field on its own with the shared schema's field schemas (`schema.shape.x`), so a form shows
 * every field's error at once — an object's cross-field refinements run only once all its fields are valid.
 * `input` is what the request body would carry; `wording` turns the API's message into the form's own
 * words where the spec gives the form different ones.
 */
export function validateFields(
  fields: Record<string, z.ZodType>,
  input: Record<string, unknown>,
  wording: (field: string, message: string) => string = (_field, message) => message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, schema] of Object.entries(fields)) {
    const result = schema.safeParse(input[field]);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) errors[field] = wording(field, issue.message);
  }
  return errors;
}
