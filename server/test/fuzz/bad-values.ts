import fc from "fast-check";

/**
 * Bad values for any field or path segment of the generated bad-input walk: nasty and storable text,
 * numbers past every bound, wrong kinds, ids good and bad. The requests built from them are in
 * arbitraries.ts.
 */

/** Text that has broken servers: SQL and HTML payloads, odd Unicode, NUL and other controls, numbers in words. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "  padded  ",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred",
  "line\nbreak",
  "tab\there",
  "cr\rlf\r\n",
  "\u0085",
  "\u2028\u2029",
  "\uFEFFbom",
  "zero\u200Bwidth",
  "\uD800",
  "lone \uDC00 low",
  "😀",
  "👩‍👩‍👧‍👦",
  "e\u0301",
  "ＡＢＣ",
  "İıß",
  "\u202Eevil.exe",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "അമ്മ",
  "हिन्दी",
  "中文",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT null, version() --",
  "\\",
  "%",
  "_%",
  "$1",
  "E'\\x00'",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "$" + "{7*7}", // a template injection, written so that no linter takes it for a mistake
  '=HYPERLINK("http://x")',
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "0x10",
  "9999999999999999999999",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
  "2026-13-45",
  "24:00:00",
  "25:61:61",
  "2026-01-01T00:00:00Z",
  "../../etc/passwd",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "a@b",
  "@",
  "x".repeat(101),
  "y".repeat(255),
  "z".repeat(5001),
  `${"w".repeat(250)}@example.com`,
];

const HUGE = "h".repeat(100_000);

/** A string to put where a string goes. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);

/** Text a field should take and keep as it is: plain words, SQL and HTML payloads, emoji, other scripts. */
export const STORABLE_STRINGS: readonly string[] = [
  "Asha",
  "O'Brien",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "<img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "😀 👩‍👩‍👧‍👦",
  "അമ്മ हिन्दी 中文",
  "e\u0301 İıß ＡＢＣ",
  "100%_\\",
  "=1+2",
];
export const storableString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,14}[a-z]$/) },
  { weight: 2, arbitrary: fc.constantFrom(...STORABLE_STRINGS) },
);

/** Numbers past every bound: negative, zero, past int4 and int8, past safe integers, fractions. */
export const BAD_NUMBERS: readonly number[] = [
  -1,
  0,
  -2147483649,
  2147483647,
  2147483648,
  9007199254740991,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0,
  Number.MIN_VALUE,
];

/** A JSON value of the wrong kind for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...BAD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Ids the records of the walk's world have (they are small serials), and ones no record can have. */
export const knownId = fc.integer({ min: 1, max: 40 });
export const idValue: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: knownId },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
);

/** A path segment where an id goes, already as it travels in the URL (some deliberately malformed). */
export const BAD_SEGMENTS: readonly string[] = [
  "0",
  "-1",
  "-2147483649",
  "2147483648",
  "9223372036854775808",
  "99999999999999999999999999",
  "1e3",
  "1.5",
  "0x1f",
  "+1",
  " 1",
  "%201",
  "1%00",
  "%00",
  "abc",
  "NaN",
  "Infinity",
  "all",
  "null",
  "'",
  "1%27%20OR%20%271%27%3D%271",
  "%3Cscript%3E",
  "%F0%9F%98%80",
  "%E0%A4%A",
  "%",
  "%%",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "a".repeat(300),
];
export const idSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: knownId.map(String) },
  { weight: 3, arbitrary: fc.constantFrom(...BAD_SEGMENTS) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: nastyString.map(encode) },
);

/** A file-name segment (logos, uploaded files). */
export const nameSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "logo.png",
    "0123456789abcdef0123456789abcdef.pdf",
    "0123456789abcdef0123456789abcdef.mp4",
    "..%2F..%2Fpackage.json",
    "%2e%2e",
    "x%00.pdf",
    "a".repeat(300),
    "%E0%A4%A",
  ),
  idSegment,
);

/**
 * encodeURIComponent that also takes a lone surrogate (which it refuses): its three bytes go out as they
 * would in WTF-8, which is not UTF-8, and so a malformed query or path for the server to refuse.
 */
export function encode(s: string): string {
  return s.replace(/[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/gu, (part) => {
    if (part.length === 1 && part >= "\uD800" && part <= "\uDFFF") {
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    }
    return encodeURIComponent(part);
  });
}
