/**
 * The bounds every request and list keeps (docs/product/README.md): plain constants with no schema
 * library, so any page may import them without growing its first download.
 */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Descriptions, reasons, tasks and messages. */
export const TEXT_MAX = 5000;

/** Rows a list answers per call at most, and without a `limit`. */
export const MAX_PAGE_LIMIT = 500;
export const DEFAULT_LIST_LIMIT = 1000;
/** The response header holding a list's total of matching rows. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
