/**
 * Money of the finance area (docs/product/finance.md §2, §4): integer cents, never binary fractions; the
 * currencies a transaction may be in; how an amount typed in a currency's units becomes cents; how cents
 * read on screen. The super admin dashboard's money follows the same rules (docs/product/dashboards.md §5).
 */

import { groupIndian, groupThousands } from "../common/money";

/** A transaction that names no currency is in US dollars (§2). */
export const DEFAULT_CURRENCY = "USD";

/**
 * The ISO 4217 codes a transaction may be in (§2): currencies whose minor unit is a hundredth, so that
 * "integer cents" is exact for every one of them (no yen, no dinar). The first four are the ones this
 * platform's companies use most; the rest follow by code.
 */
export const CURRENCIES = [
  "USD",
  "INR",
  "EUR",
  "GBP",
  "AED",
  "AUD",
  "BDT",
  "CAD",
  "CHF",
  "CNY",
  "HKD",
  "LKR",
  "MYR",
  "NPR",
  "NZD",
  "PHP",
  "QAR",
  "SAR",
  "SEK",
  "SGD",
  "THB",
  "ZAR",
] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}

/**
 * The order screens list currencies in: that of `CURRENCIES` (dollars, rupees, euros, pounds, then by
 * code), a code not listed after them by code.
 */
export function compareCurrencies(a: string, b: string): number {
  const rank = (code: string) => {
    const index = (CURRENCIES as readonly string[]).indexOf(code);
    return index === -1 ? CURRENCIES.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** The smallest amount (1 cent) and the largest (999,999,999.99 in the currency's units), in cents. */
export const AMOUNT_MIN_CENTS = 1;
export const AMOUNT_MAX_CENTS = 99_999_999_999;

/** The form's step and minimum, in the currency's units (§4). */
export const AMOUNT_STEP = 0.01;
export const AMOUNT_MIN = 0.01;

/**
 * A decimal number's digits as written ("12.5", "-0.3", "1e-7" → "0.0000001"), or null when it is no
 * finite number. A JS number is read from its shortest round-trip text (String(0.1 + 0.2) is
 * "0.30000000000000004", String(1.005) is "1.005"), so the decimal a person typed is what gets rounded,
 * never the binary fraction the engine stores.
 */
function decimalParts(value: number | string): { negative: boolean; whole: string; fraction: string } | null {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const text = (typeof value === "number" ? String(value) : value).trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return null;
  const [, sign = "", wholeText = "", fractionText = "", exponentText] = match;
  if (wholeText === "" && fractionText === "") return null;
  let digits = `${wholeText}${fractionText}`;
  let point = wholeText.length + (exponentText === undefined ? 0 : Number(exponentText));
  if (Math.abs(point) > 400) return null;
  if (point < 0) {
    digits = `${"0".repeat(-point)}${digits}`;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, "0");
  return {
    negative: sign === "-",
    whole: digits.slice(0, point).replace(/^0+(?=\d)/, "") || "0",
    fraction: digits.slice(point),
  };
}

/**
 * An amount in a currency's units (a number, or the text a form holds) as integer cents, rounded to the
 * nearest cent, a half away from zero: 0.1 + 0.2 → 30, 19.99 → 1999, 1.005 → 101, 12.344 → 1234.
 * Null when it is not a finite number, or too large to count in cents exactly.
 */
export function toCents(amount: number | string): number | null {
  const parts = decimalParts(amount);
  if (!parts) return null;
  const cents = Number(parts.whole) * 100 + Number(parts.fraction.slice(0, 2).padEnd(2, "0"));
  const roundsUp = (parts.fraction[2] ?? "0") >= "5";
  const magnitude = cents + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return parts.negative && magnitude !== 0 ? -magnitude : magnitude;
}

/** Integer cents as an exact decimal in the currency's units: 150050 → "1500.50", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const magnitude = Math.abs(Math.trunc(cents));
  const units = Math.floor(magnitude / 100);
  const rest = String(magnitude % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${units}.${rest}`;
}

/** Integer cents in the currency's units, as a number (for a form's number field): 150050 → 1500.5. */
export function centsToUnits(cents: number): number {
  return Number(centsToDecimal(cents));
}

/**
 * Rupees and dollars, the currencies of nearly every row, are written without Intl (as Intl's en-IN and
 * en-US formats write them; the tests compare the two): a page's first Intl object costs its main thread
 * the loading of the browser's locale data (docs/ARCHITECTURE.md, Web).
 */
const WRITTEN_BY_HAND = new Map([
  ["INR", { symbol: "₹", group: groupIndian }],
  ["USD", { symbol: "$", group: groupThousands }],
]);

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/** The format of a currency: its symbol, two decimals; rupees grouped the Indian way (en-IN), others en-US. */
function moneyFormat(currency: string): Intl.NumberFormat | null {
  if (!moneyFormats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", { style: "currency", currency });
    } catch {
      format = null;
    }
    moneyFormats.set(currency, format);
  }
  return moneyFormats.get(currency) ?? null;
}

/**
 * Integer cents with the currency's symbol and grouping (§4): 150000 USD → "$1,500.00", 45000000 INR →
 * "₹4,50,000.00", 10000 EUR → "€100.00". Formatted from the exact decimal, so no cent is lost to binary
 * fractions however large the amount. A code the runtime does not know is written before the number
 * ("XYZ 12.00"), never as dollars.
 */
export function formatCents(cents: number, currency: string): string {
  const decimal = centsToDecimal(cents);
  const written = WRITTEN_BY_HAND.get(currency);
  if (written) {
    const [units = "", fraction] = decimal.replace("-", "").split(".");
    return `${decimal.startsWith("-") ? "-" : ""}${written.symbol}${written.group(units)}.${fraction}`;
  }
  const format = moneyFormat(currency);
  // Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3).
  return format ? format.format(decimal as `${number}`) : `${currency} ${decimal}`;
}

/** An amount already in the currency's units (the super admin dashboard's figures), the same way. */
export function formatMoney(amount: number, currency: string): string {
  return formatCents(toCents(amount) ?? 0, currency);
}

/** The currency symbol alone ("$", "₹", "€"), for an amount field's prefix; the code when it has none. */
export function currencySymbol(currency: string): string {
  const part = moneyFormat(currency)
    ?.formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

// Made on first use, not when the module loads: a page's first Intl object costs its main thread the
// loading of the browser's locale data (docs/ARCHITECTURE.md, Web).
let currencyNames: Intl.DisplayNames | null | undefined;

/** "INR — Indian Rupee": a currency as the form's list offers it. */
export function currencyLabel(currency: string): string {
  if (currencyNames === undefined) {
    try {
      currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
    } catch {
      currencyNames = null;
    }
  }
  const name = currencyNames?.of(currency);
  return name && name !== currency ? `${currency} — ${name}` : currency;
}
