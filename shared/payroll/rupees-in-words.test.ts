import { describe, expect, it } from "vitest";
import { numberInWords, RUPEES_IN_WORDS_MAX, rupeesInWords } from "./rupees-in-words";

describe("rupeesInWords (docs/product/payroll.md §4, the payslip)", () => {
  it("writes the issue's example", () => {
    expect(rupeesInWords(123456)).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only");
  });

  it("writes zero", () => {
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
  });

  it.each([
    [1, "One"],
    [10, "Ten"],
    [11, "Eleven"],
    [19, "Nineteen"],
    [20, "Twenty"],
    [21, "Twenty-One"],
    [99, "Ninety-Nine"],
    [100, "One Hundred"],
    [101, "One Hundred One"],
    [999, "Nine Hundred Ninety-Nine"],
    [1000, "One Thousand"],
    [1001, "One Thousand One"],
    [99999, "Ninety-Nine Thousand Nine Hundred Ninety-Nine"],
    [100000, "One Lakh"],
    [100100, "One Lakh One Hundred"],
    [9999999, "Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine"],
    [10000000, "One Crore"],
    [10000001, "One Crore One"],
    [123456789, "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine"],
  ])("writes %i as '%s'", (amount, words) => {
    expect(numberInWords(amount)).toBe(words);
    expect(rupeesInWords(amount)).toBe(`Rupees ${words} Only`);
  });

  it("counts crores in lakhs and thousands the same way", () => {
    expect(numberInWords(99_99_99_99_999)).toBe(
      "Nine Thousand Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine",
    );
    expect(numberInWords(1_00_000_00_00_000)).toBe("One Lakh Crore");
    expect(numberInWords(RUPEES_IN_WORDS_MAX)).toBe(
      "Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Crore " +
        "Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine",
    );
  });

  it("writes a salary as a payslip would", () => {
    expect(rupeesInWords(85_000)).toBe("Rupees Eighty-Five Thousand Only");
    expect(rupeesInWords(2_50_070)).toBe("Rupees Two Lakh Fifty Thousand Seventy Only");
  });

  it("refuses what is not whole rupees in range, since payroll has no paise", () => {
    for (const bad of [0.5, 1500.25, -1, Number.NaN, Number.POSITIVE_INFINITY, RUPEES_IN_WORDS_MAX + 1]) {
      expect(() => rupeesInWords(bad), String(bad)).toThrow(RangeError);
    }
  });
});
