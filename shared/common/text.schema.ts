import { z } from "zod";
import { TEXT_MAX } from "./limits";

export { EMAIL_MAX, NAME_MAX, TEXT_MAX } from "./limits";

/**
 * The one text type of every request body (docs/product/README.md, text bounds): trimmed, bounded, and
 * free of control characters, so that a NUL or an escape sequence is a 400 with a clear message, never a
 * database error.
 */

export const CONTROL_CHARACTERS = "Must not contain control characters";

/**
 * Half of a surrogate pair is not Unicode: a database stores it as U+FFFD, so text would come back other
 * than it was sent. Refused instead (the same words as the server's answer to text the database refuses).
 */
export const UNSTORABLE_CHARACTERS = "Text contains a character that cannot be stored";
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when a value holds half of a surrogate pair (with the `u` flag, a whole pair never matches). */
export const hasLoneSurrogates = (value: string): boolean => LONE_SURROGATE.test(value);

/** C0 and C1 controls and DEL; multi-line text may keep tab and newlines (LF, or CRLF as Windows sends it). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when a value holds a character no text field accepts (multi-line text may keep tab and newlines). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

export interface TextOptions {
  /** The most characters after trimming (NAME_MAX, EMAIL_MAX, TEXT_MAX). */
  max: number;
  /** The fewest characters after trimming; a value shorter is refused with `minMessage` or `required`. */
  min?: number;
  /** Said when the value is missing or not a string (and, unless minMessage is given, when too short). */
  required?: string;
  minMessage?: string;
  maxMessage?: string;
  /** Descriptions, reasons, tasks and messages keep tab and newlines; names and the like do not. */
  multiline?: boolean;
}

/** A trimmed string within bounds without control characters, with the spec's messages. */
export function text(options: TextOptions) {
  const { max, min, required, multiline = false } = options;
  let schema = z.string(required ? { error: required } : undefined).trim();
  if (min !== undefined && min > 0) {
    schema = schema.min(min, options.minMessage ?? required ?? `Must be at least ${min} characters`);
  }
  schema = schema.max(max, options.maxMessage ?? `Must be at most ${max} characters`);
  return schema
    .refine((v) => !hasControlCharacters(v, multiline), CONTROL_CHARACTERS)
    .refine((v) => !hasLoneSurrogates(v), UNSTORABLE_CHARACTERS);
}

/** Free text of up to 5,000 characters (descriptions, reasons, tasks, messages): tab and newlines allowed. */
export function longText(options: Omit<TextOptions, "max" | "multiline"> & { max?: number }) {
  return text({ max: TEXT_MAX, ...options, multiline: true });
}
