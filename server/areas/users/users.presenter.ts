import type { Role, UserDto } from "../../../shared/auth/auth.schema";
import type { OwnPayDto, UserListItem } from "../../../shared/users/users.schema";
import { isLockActive } from "../auth/lockout.rules";

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

/** The signed-in user: who they are and the time zone of their days (their company's, else the platform's). */
export function presentUser(
  row: UserRow & { companyTimezone: string | null },
  platformTimezone: string,
): UserDto {
  return Object.assign(presentUserFields(row), { timezone: row.companyTimezone ?? platformTimezone });
}

/** The user as every answer shows them: never a hash, a token or a counter. */
function presentUserFields(row: UserRow): Omit<UserDto, "timezone"> {
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

interface UserListRow extends UserRow {
  department: string | null;
  totalLeaves: number;
  salary: number;
  taxAmount: number;
  deductionAmount: number;
  taxPercentage: string;
  benefitsPercentage: string;
  annualCtc: number | null;
  workState: string | null;
  isLocked: boolean;
  failedLoginAttempts: number;
  lockedUntil: Date | null;
  twoFactorEnabled: boolean;
}

/** A person in admin lists and forms; a lock whose time has passed shows as Active. */
export function presentUserListItem(row: UserListRow, now: Date): UserListItem {
  const locked = isLockActive(row, now);
  // Object.assign onto the fresh object, not `{ ...fields, more }`: see docs/ARCHITECTURE.md, "Presenters".
  return Object.assign(presentUserFields(row), {
    department: row.department,
    totalLeaves: row.totalLeaves,
    salary: row.salary,
    taxAmount: row.taxAmount,
    deductionAmount: row.deductionAmount,
    taxPercentage: Number(row.taxPercentage),
    benefitsPercentage: Number(row.benefitsPercentage),
    annualCtc: row.annualCtc,
    workState: row.workState,
    isLocked: locked,
    failedLoginAttempts: row.failedLoginAttempts,
    lockedUntil: locked && row.lockedUntil ? row.lockedUntil.toISOString() : null,
    twoFactorEnabled: row.twoFactorEnabled,
  });
}

/** One's own pay settings; the percentages are stored as numeric text ("12.50") and answered as numbers. */
export function presentOwnPay(row: {
  salary: number;
  taxPercentage: string;
  benefitsPercentage: string;
  annualCtc: number | null;
  workState: string | null;
}): OwnPayDto {
  return {
    salary: row.salary,
    taxPercentage: Number(row.taxPercentage),
    benefitsPercentage: Number(row.benefitsPercentage),
    annualCtc: row.annualCtc,
    workState: row.workState,
  };
}
