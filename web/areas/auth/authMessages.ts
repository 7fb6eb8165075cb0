/** Visible texts of sign-in, registration and password reset, worded exactly as the spec has them. */
export const AUTH_TEXT = {
  verifiedTitle: "Email verified successfully!",
  verifiedBody: "Your email has been verified. You can now log in to access your account.",
  verificationFailedTitle: "Verification failed:",
  verificationFailedBody:
    "The verification link is invalid or has expired. Please request a new verification email.",

  loginFailedTitle: "Login failed",
  loginFailedFallback: "Login failed",
  loginCheckCredentials: "Login failed. Please check your credentials.",
  loginUnexpected: "An error occurred during login",
  accountLocked: "Account locked. Please contact administrator.",
  lockedHint:
    "Your account has been locked due to multiple failed login attempts. Please contact your administrator to unlock it.",

  registrationFailedTitle: "Registration failed",
  registrationFailedFallback: "Please try again later.",
  registrationSuccessTitle: "Registration successful!",
  registrationSuccessBody: "Please check your email to verify your account.",

  forgotErrorTitle: "Error",
  forgotErrorFallback: "Failed to request password reset. Please try again later.",
  forgotTitleEmployee: "Contact Administrator",
  forgotTitleRestricted: "Password Reset",
  forgotTitleRequested: "Password Reset Requested",

  resetInvalidTitle: "Invalid reset link",
  resetInvalidBody: "Invalid or missing reset token. Please request a new password reset link.",
  resetFailed: "Failed to reset password. Please try again or request a new reset link.",
} as const;

/** Redirect to sign-in after a successful reset (docs/product/accounts.md §6, §9). */
export const RESET_REDIRECT_MS = 3000;
