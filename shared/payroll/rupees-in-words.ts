/**
 * An amount of rupees in words, the Indian way, as a payslip states net pay (docs/product/payroll.md §4):
 * 123456 → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'. Groups are crore
 * (10,000,000), lakh (100,000), thousand and hundred; the crores are counted the same way, so
 * 99,99,99,99,99,99,999 reads '… Ninety-Nine Lakh … Crore …'. Payroll amounts are whole rupees, so
 * there are no paise: a fraction, a negative or a larger amount is a programming error (RangeError).
 */

/** The largest amount this writes: 99,99,99,99,99,99,999 (just under one crore crore). */
export const RUPEES_IN_WORDS_MAX = 99_999_999_999_999;

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99: 'Seven', 'Nineteen', 'Forty', 'Forty-Two'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1–99,99,999 as words, largest group first; the groups that are 0 are left out. */
function belowCrore(n: number): string {
  const words: string[] = [];
  const groups: [number, string][] = [
    [100_000, "Lakh"],
    [1_000, "Thousand"],
    [100, "Hundred"],
  ];
  let rest = n;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(" ");
}

/** The words of a whole number of rupees, without 'Rupees' and 'Only': 0 → 'Zero'. */
export function numberInWords(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > RUPEES_IN_WORDS_MAX) {
    throw new RangeError(`Not a whole number of rupees from 0 to ${RUPEES_IN_WORDS_MAX}: ${amount}`);
  }
  if (amount === 0) return ONES[0] as string;
  const crores = Math.floor(amount / 10_000_000);
  const rest = amount % 10_000_000;
  const words: string[] = [];
  if (crores > 0) words.push(`${belowCrore(crores)} Crore`);
  if (rest > 0) words.push(belowCrore(rest));
  return words.join(" ");
}

/** 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only' for 123456; 'Rupees Zero Only' for 0. */
export function rupeesInWords(amount: number): string {
  return `Rupees ${numberInWords(amount)} Only`;
}
