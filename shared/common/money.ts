/**
 * Money as the product writes it (docs/product/payroll.md §7: amounts in whole rupees, Indian grouping).
 * Written by hand rather than with Intl.NumberFormat: a page's first Intl call loads the browser's locale
 * data, which holds a phone's main thread for a tenth of a second or more (docs/ARCHITECTURE.md, Web). The
 * output is Intl's en-IN rupee format, which the tests compare it with.
 */

/** Digits (no sign) grouped the Indian way: the last three, then pairs: "1234567" → "12,34,567". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ",");
  return `${pairs},${digits.slice(-3)}`;
}

/** Digits (no sign) grouped in thousands: "1234567" → "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** Whole rupees grouped the Indian way: '₹12,34,567', '-₹1,250'; halves round away from zero. */
export function formatRupees(amount: number): string {
  if (Number.isNaN(amount)) return "₹NaN";
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  if (!Number.isFinite(amount)) return `${sign}₹∞`;
  return `${sign}₹${groupIndian(integerDigits(Math.round(Math.abs(amount))))}`;
}

/** A whole, non-negative number's digits as the shortest decimal that reads back to it (as Intl writes it). */
function integerDigits(whole: number): string {
  const text = String(whole);
  const exponent = text.indexOf("e+");
  if (exponent < 0) return text;
  const [int, fraction = ""] = text.slice(0, exponent).split(".");
  return `${int}${fraction}${"0".repeat(Number(text.slice(exponent + 2)) - fraction.length)}`;
}
