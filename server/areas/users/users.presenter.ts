import type { Role, UserDto } from "../../../shared/auth/auth.schema";

interface UserRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  companyId: number | null;
  companyName: string | null;
  isVerified: boolean;
}

/** The user as every answer shows them: never a hash, a token or a counter. */
export function presentUser(row: UserRow): UserDto {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    companyId: row.companyId,
    companyName: row.companyName,
    isVerified: row.isVerified,
  };
}
