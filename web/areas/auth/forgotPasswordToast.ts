import type { ForgotPasswordResult } from "../../../shared/auth/auth.schema";
import { AUTH_TEXT } from "./authMessages";
import { serverMessageOf } from "./serverMessage";

export type Toast = { title: string; message: string; color: "teal" | "blue" | "yellow" | "red" };

/** The toast after a forgot-password request: who the account belongs to decides the title. */
export function forgotPasswordSuccessToast(result: ForgotPasswordResult): Toast {
  if (result.isEmployee)
    return { title: AUTH_TEXT.forgotTitleEmployee, message: result.message, color: "blue" };
  if (result.isRestricted) {
    return { title: AUTH_TEXT.forgotTitleRestricted, message: result.message, color: "yellow" };
  }
  return { title: AUTH_TEXT.forgotTitleRequested, message: result.message, color: "teal" };
}

export function forgotPasswordErrorToast(error: unknown): Toast {
  return {
    title: AUTH_TEXT.forgotErrorTitle,
    message: serverMessageOf(error) || AUTH_TEXT.forgotErrorFallback,
    color: "red",
  };
}
