import { describe, expect, it } from "vitest";
import {
  AMOUNT_MAX_CENTS,
  CURRENCIES,
  centsToDecimal,
  centsToUnits,
  compareCurrencies,
  currencyLabel,
  currencySymbol,
  DEFAULT_CURRENCY,
  formatCents,
  formatMoney,
  isCurrency,
  toCents,
} from "./finance.rules";

describe("toCents (docs/product/finance.md §4: the form sends cents, rounded to the nearest cent)", () => {
  it("turns whole units and two decimals into exact cents", () => {
    expect(toCents(1)).toBe(100);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.01)).toBe(1);
    expect(toCents(1500.5)).toBe(150050);
    expect(toCents(4_50_000)).toBe(45_000_000);
  });

  it("counts 0.1 + 0.2 as 30 cents, not 30.000000000000004", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0.7 + 0.1)).toBe(80);
    expect(toCents(1.1 * 3)).toBe(330);
  });

  it("rounds the decimal a person typed, not the binary fraction the engine keeps", () => {
    // 1.005 * 100 is 100.49999999999999 in binary: Math.round would give 100.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(1.255)).toBe(126);
    expect(toCents(8.345)).toBe(835);
  });

  it("rounds to the nearest cent, a half away from zero", () => {
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(12.345)).toBe(1235);
    expect(toCents(12.3449999)).toBe(1234);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(1);
    expect(toCents(-1.005)).toBe(-101);
  });

  it("reads the text of a form field", () => {
    expect(toCents("1500.50")).toBe(150050);
    expect(toCents(" 7.5 ")).toBe(750);
    expect(toCents(".25")).toBe(25);
    expect(toCents("3.")).toBe(300);
  });

  it("reads numbers written with an exponent", () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1.5e3)).toBe(150000);
    expect(toCents("2.5e-2")).toBe(3);
  });

  it("is null for what is no number, or too large to count in cents exactly", () => {
    expect(toCents("")).toBeNull();
    expect(toCents("12abc")).toBeNull();
    expect(toCents("1,500")).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCents(1e300)).toBeNull();
  });
});

describe("cents back to units", () => {
  it("writes the exact decimal", () => {
    expect(centsToDecimal(150050)).toBe("1500.50");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(centsToDecimal(AMOUNT_MAX_CENTS)).toBe("999999999.99");
  });

  it("gives a form field the number to show", () => {
    expect(centsToUnits(30)).toBe(0.3);
    expect(centsToUnits(1999)).toBe(19.99);
    expect(toCents(centsToUnits(AMOUNT_MAX_CENTS))).toBe(AMOUNT_MAX_CENTS);
  });
});

describe("formatCents (§4: each currency's symbol and grouping)", () => {
  it("shows dollars the US way and rupees with Indian grouping", () => {
    expect(formatCents(150000, "USD")).toBe("$1,500.00");
    expect(formatCents(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatCents(45_000_000, "INR")).toBe("₹4,50,000.00");
    expect(formatCents(123456789, "INR")).toBe("₹12,34,567.89");
  });

  it("shows other currencies with their own symbol", () => {
    expect(formatCents(10000, "EUR")).toBe("€100.00");
    expect(formatCents(-2500, "GBP")).toBe("-£25.00");
    expect(formatCents(1, "USD")).toBe("$0.01");
  });

  it("loses no cent however large the amount", () => {
    expect(formatCents(AMOUNT_MAX_CENTS, "USD")).toBe("$999,999,999.99");
    expect(formatCents(9_007_199_254_740_991, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("writes rupees and dollars (by hand, without Intl) exactly as Intl's en-IN and en-US formats do", () => {
    const intl = {
      INR: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }),
      USD: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
    };
    const edges = [
      0, 1, -1, 5, -5, 99, 100, -100, 99999, 100000, 10000000, -123456789, 9_007_199_254_740_991,
    ];
    let seed = 5;
    const random = Array.from({ length: 5_000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return Math.round(((seed / 2147483647) * 2 - 0.5) * 10 ** ((seed % 15) + 1));
    });
    for (const cents of [...edges, ...random]) {
      for (const currency of ["INR", "USD"] as const) {
        expect(formatCents(cents, currency), `${cents} ${currency}`).toBe(
          intl[currency].format(centsToDecimal(cents) as `${number}`),
        );
      }
    }
  });

  it("names a currency it cannot format rather than calling it dollars", () => {
    expect(formatCents(1200, "not a code")).toBe("not a code 12.00");
  });

  it("formats an amount in units the same way (the dashboard's figures)", () => {
    expect(formatMoney(7499.5, "INR")).toBe("₹7,499.50");
    expect(formatMoney(0.1 + 0.2, "USD")).toBe("$0.30");
  });
});

describe("the currencies", () => {
  it("default to US dollars and include rupees", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
    expect(CURRENCIES[0]).toBe("USD");
    expect(CURRENCIES).toContain("INR");
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
  });

  it("are ISO 4217 codes whose minor unit is a hundredth, so cents are exact in each", () => {
    for (const code of CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      const format = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
      expect(format.resolvedOptions().maximumFractionDigits, code).toBe(2);
    }
  });

  it("are listed dollars first, then rupees, euros and pounds, then by code, unknown codes last", () => {
    expect(["ZAR", "XYZ", "INR", "EUR", "USD", "AED", "GBP"].sort(compareCurrencies)).toEqual([
      "USD",
      "INR",
      "EUR",
      "GBP",
      "AED",
      "ZAR",
      "XYZ",
    ]);
  });

  it("tells a listed code from any other", () => {
    expect(isCurrency("INR")).toBe(true);
    expect(isCurrency("JPY")).toBe(false);
    expect(isCurrency("usd")).toBe(false);
  });

  it("have a symbol and a name for the form", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("INR")).toBe("₹");
    expect(currencyLabel("INR")).toBe("INR — Indian Rupee");
    expect(currencyLabel("USD")).toBe("USD — US Dollar");
  });
});
