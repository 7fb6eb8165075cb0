export interface EmailTestValues {
  to: string;
  subject: string;
  message: string;
}

/** Whether every field of the test e-mail is filled (docs/product/settings.md §7). */
export function isEmailTestComplete(values: EmailTestValues): boolean {
  return [values.to, values.subject, values.message].every((value) => value.trim().length > 0);
}

/** The toast after a send: 'Email Sent', or 'Failed to Send Email' with the server's error (docs/product/settings.md §7). */
export function emailTestOutcome(result: { success: boolean; error?: string }): {
  ok: boolean;
  title: string;
  message?: string;
} {
  if (result.success) return { ok: true, title: "Email Sent" };
  return { ok: false, title: "Failed to Send Email", message: result.error?.trim() || "Unknown error" };
}
