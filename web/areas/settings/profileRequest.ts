import type { UserDto } from "../../../shared/auth/auth.schema";

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
}

/** The PATCH /api/users/{id} body of the profile form. */
export interface ProfilePatchBody {
  firstName: string;
  lastName: string;
  username?: string;
}

/** The form's starting values: the signed-in user as they are. */
export function profileFormValuesOf(user: UserDto): ProfileFormValues {
  return { firstName: user.firstName, lastName: user.lastName, username: user.username };
}

/**
 * The profile update body (docs/product/settings.md §2): names always; the e-mail only when it changed, contains '@' and
 * the user is not a super admin, whose address cannot be changed.
 */
export function buildProfilePatch(user: UserDto, values: ProfileFormValues): ProfilePatchBody {
  const body: ProfilePatchBody = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  if (isEmailChangeSent(user, values.username)) body.username = values.username.trim();
  return body;
}

/** Whether the typed e-mail goes to the server (see buildProfilePatch). */
export function isEmailChangeSent(user: UserDto, typed: string): boolean {
  const email = typed.trim();
  return (
    user.role !== "SUPER_ADMIN" && email.includes("@") && email.toLowerCase() !== user.username.toLowerCase()
  );
}
