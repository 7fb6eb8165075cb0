/**
 * Personal data (docs/product/employees.md §9): the file a person downloads of their own data, and the
 * erasure of a removed person's details once PERSONAL_DATA_RETENTION_DAYS have passed. Pure: no I/O.
 */

/** PERSONAL_DATA_RETENTION_DAYS: days after a removal before the person's details are erased. */
export const PERSONAL_DATA_RETENTION_DEFAULT_DAYS = 365;
export const PERSONAL_DATA_RETENTION_MIN_DAYS = 1;
export const PERSONAL_DATA_RETENTION_MAX_DAYS = 36_500;

/** What an erased person's record says instead of their name: lists read 'Former employee'. */
export const ERASED_FIRST_NAME = "Former";
export const ERASED_LAST_NAME = "employee";
/** What an erased leave request's reason says. */
export const ERASED_TEXT = "(erased)";
/** The domain of erased addresses: `.invalid` is reserved (RFC 2606), so no mail can ever reach one. */
export const ERASED_EMAIL_DOMAIN = "erased.invalid";

/** The sign-in name an erased person's record keeps: unique, because the id is. */
export function erasedUsername(userId: number): string {
  return `erased-${userId}@${ERASED_EMAIL_DOMAIN}`;
}

/** Whether a record's address is already the erased one (the erasure runs once per person). */
export function isErasedUsername(userId: number, username: string): boolean {
  return username === erasedUsername(userId);
}

/**
 * People removed before this instant are erased: midnight UTC of today, less the period. The cutoff moves
 * once a day, so the hourly runs of one day agree.
 */
export function erasureCutoff(now: Date, retentionDays: number): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  cutoff.setUTCDate(cutoff.getUTCDate() - retentionDays);
  return cutoff;
}

/** The download's file name: `my-data-<yyyy-mm-dd>.json`, the day being the person's own today. */
export function personalDataFileName(today: string): string {
  return `my-data-${today}.json`;
}

/** The format of the download, for whoever reads it later; a new shape gets a new version. */
export const PERSONAL_DATA_FORMAT = "hr-platform.personal-data.v1";
