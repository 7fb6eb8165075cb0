/**
 * Every action and resource type the server writes to the security log, for the viewer's filter lists
 * (docs/product/security-logs.md §3). A unit test reads the server's source
 * (server/areas/security-logs/security-logs-catalogue.test.ts): an action written there but missing here
 * fails it, and so does one listed here that nothing writes.
 */

/** Actions by area, in the order the filter shows them. */
export const SECURITY_LOG_ACTIONS = [
  // Accounts and sessions (docs/product/accounts.md §11)
  "COMPANY_SIGNUP",
  "LOGIN_SUCCESS",
  "LOGIN_FAILED",
  "LOGIN_BLOCKED",
  "ACCOUNT_LOCKED",
  "LOGOUT",
  "SESSION_SIGNED_OUT",
  "OTHER_SESSIONS_SIGNED_OUT",
  "EMAIL_VERIFIED",
  "PASSWORD_RESET_REQUESTED",
  "PASSWORD_RESET",
  "INVITATION_ACCEPTED",
  "TWO_FACTOR_ENABLED",
  "TWO_FACTOR_DISABLED",
  "TWO_FACTOR_FAILED",
  "TWO_FACTOR_RESET",
  "RECOVERY_CODE_USED",
  // People (docs/product/employees.md §7)
  "USER_CREATED",
  "USER_UPDATED",
  "USER_DELETED",
  "ROLE_CHANGED",
  "ACCOUNT_UNLOCKED",
  "PROFILE_UPDATED",
  "PASSWORD_CHANGED",
  "PERSONAL_DATA_EXPORTED",
  "PERSONAL_DATA_ERASED",
  // Companies (docs/product/companies.md §7)
  "COMPANY_CREATED",
  "COMPANY_UPDATED",
  "COMPANY_DELETED",
  // Leave (docs/product/leave.md §8)
  "LEAVE_REQUESTED",
  "LEAVE_APPROVED",
  "LEAVE_REJECTED",
  "LEAVE_ALLOCATION_CHANGED",
  // Holidays (docs/product/holidays.md §7)
  "HOLIDAY_CREATED",
  "HOLIDAY_UPDATED",
  "HOLIDAY_DELETED",
  // Recruitment
  "JOB_CREATED",
  "JOB_UPDATED",
  "JOB_DELETED",
  "CANDIDATE_CREATED",
  "CANDIDATE_UPDATED",
  "CANDIDATE_DELETED",
  // Files
  "FILE_UPLOADED",
  // Payroll (docs/product/payroll.md)
  "PAYROLL_CREATED",
  "PAYROLL_UPDATED",
  "PAYROLL_STATUS_CHANGED",
  "PAYROLL_DELETED",
  "PAYROLL_GENERATED",
  "PAYROLL_ENABLEMENT_REQUESTED",
  "PAYROLL_ENABLEMENT_REQUEST_CLOSED",
  // Finance (docs/product/finance.md)
  "TRANSACTION_CREATED",
  "TRANSACTION_UPDATED",
  "TRANSACTION_DELETED",
  "INVOICE_CREATED",
  // Settings and the log itself
  "TEST_EMAIL_SENT",
  "SECURITY_LOGS_PRUNED",
] as const;
export type SecurityLogAction = (typeof SECURITY_LOG_ACTIONS)[number];

/** Kinds of record a row names in `resourceType`. */
export const SECURITY_LOG_RESOURCE_TYPES = [
  "user",
  "company",
  "leave",
  "holiday",
  "job",
  "candidate",
  "file",
  "payroll",
  "payroll_enablement_request",
  "transaction",
  "invoice",
  "email",
  "security_log",
] as const;
export type SecurityLogResourceType = (typeof SECURITY_LOG_RESOURCE_TYPES)[number];
