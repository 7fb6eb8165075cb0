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
