/** The five screens of /reset-password (docs/product/accounts.md §6). */
export type ResetPageState = "validating" | "invalid" | "form" | "success" | "error";

export type ResetPageInputs = {
  hasToken: boolean;
  validation: "pending" | "error" | "success";
  submission: "idle" | "pending" | "error" | "success";
};

/** Derives the screen from the token check and the submission: no token is an invalid link at once. */
export function resetPageState({ hasToken, validation, submission }: ResetPageInputs): ResetPageState {
  if (!hasToken) return "invalid";
  if (validation === "pending") return "validating";
  if (validation === "error") return "invalid";
  if (submission === "success") return "success";
  if (submission === "error") return "error";
  return "form";
}
