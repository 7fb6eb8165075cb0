import { loginSchema } from "../../../shared/auth/auth.schema";
import { zodFormValidate } from "../../lib/formValidation";

/**
 * The sign-in form's checks, from the shared schema the server validates with. LoginForm loads this module
 * after the page shows (and awaits it on submit), so the sign-in page's first download carries no Zod.
 */
export const validateLogin = zodFormValidate(loginSchema);
export const parseLogin = (values: unknown) => loginSchema.parse(values);
