import { z } from "zod";
import { userDtoSchema } from "./auth.schema";

/**
 * Two-factor sign-in with a TOTP app (docs/product/accounts.md §3.1, settings.md §10): the contracts of
 * enrolment in Settings and of the sign-in's second step.
 */

export const TWO_FACTOR_CODE_REQUIRED = "Code is required";
export const INVALID_TWO_FACTOR_CODE = "Invalid code";
export const TWO_FACTOR_NOT_STARTED = "Start two-factor setup first";
export const TWO_FACTOR_ALREADY_ON = "Two-factor sign-in is already on";
export const TWO_FACTOR_NOT_ON = "Two-factor sign-in is not on";
export const TWO_FACTOR_SIGN_IN_EXPIRED = "Your sign-in has expired. Please sign in again.";
export const TWO_FACTOR_REQUIRED_FOR_YOU = "Two-factor sign-in is required for your account";
export const TWO_FACTOR_RESET_YOURSELF = "Turn off your own two-factor sign-in in Settings";

/** Ten one-time recovery codes, shown once when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A 6-digit code from the app, or a recovery code (`XXXX-XXXX-XXXX-XXXX`); spaces are ignored, and a
 * recovery code is compared without its dashes and case.
 */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .max(40)
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().min(1, TWO_FACTOR_CODE_REQUIRED)),
});
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** Setup: the otpauth:// URI, the same as a QR code (SVG text), and the secret for typing in by hand. */
export const twoFactorSetupSchema = z.object({
  otpauthUri: z.string(),
  qrSvg: z.string(),
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** Required of this person (a SUPER_ADMIN where the platform says so, an ADMIN where their company does): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The sign-in's answer when the password was right and a code is still needed. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });

/**
 * The sign-in's answer when the password was right, two-factor sign-in is required of the person and they
 * have not set it up: they set it up now, before any session starts.
 */
export const twoFactorSetupRequiredSchema = z.object({ twoFactorSetupRequired: z.literal(true) });

/** POST /api/login: the user, or the request for a code, or the request to set two-factor sign-in up. */
export const loginResultSchema = z.union([
  userDtoSchema,
  twoFactorRequiredSchema,
  twoFactorSetupRequiredSchema,
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/register: the user, or (a second factor required of them) the request to set it up. */
export const registerResultSchema = z.union([userDtoSchema, twoFactorSetupRequiredSchema]);
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const isTwoFactorRequired = (result: LoginResult): result is { twoFactorRequired: true } =>
  "twoFactorRequired" in result && result.twoFactorRequired === true;

export const isTwoFactorSetupRequired = (
  result: LoginResult | RegisterResult,
): result is { twoFactorSetupRequired: true } =>
  "twoFactorSetupRequired" in result && result.twoFactorSetupRequired === true;

/** Setting two-factor sign-in up during sign-in ends in the session: the user, and the recovery codes once. */
export const setupSignInResultSchema = z.object({ user: userDtoSchema, recoveryCodes: z.array(z.string()) });
export type SetupSignInResult = z.infer<typeof setupSignInResultSchema>;

/** Recovery codes: 16 characters of an alphabet without look-alikes, in four groups. */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[-\s]/g, "").toUpperCase();
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
