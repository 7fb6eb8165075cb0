import { describe, expect, it } from "vitest";
import { formatRupees, groupIndian, groupThousands } from "./money";

describe("formatRupees", () => {
  it("writes whole rupees grouped the Indian way", () => {
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(93750)).toBe("₹93,750");
    expect(formatRupees(200)).toBe("₹200");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("rounds to the rupee only for display", () => {
    expect(formatRupees(208333.3333)).toBe("₹2,08,333");
    expect(formatRupees(4249.6)).toBe("₹4,250");
  });
});

describe("formatRupees against Intl's en-IN rupee format", () => {
  const intl = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

  it("matches it at the edges: signs, zeros, halves, the non-finite and the very large", () => {
    const edges = [
      0, -0, 0.4, -0.4, 0.5, -0.5, 1.5, 2.5, -2.5, 999, 1000, 99999, 100000, 9999999.5, -1234567.49,
    ];
    const huge = [Number.MAX_SAFE_INTEGER, 1e21, 123456789012345680000, Number.MAX_VALUE, -1e25];
    for (const amount of [
      ...edges,
      ...huge,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]) {
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it("matches it on ten thousand amounts of every size, whole and fractional", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 10_000; i++) {
      const magnitude = 10 ** Math.floor(next() * 16);
      const amount = (next() - 0.3) * magnitude;
      const value = i % 2 === 0 ? amount : Math.round(amount * 100) / 100;
      expect(formatRupees(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe("groupIndian", () => {
  it("keeps the last three digits together and pairs the rest", () => {
    expect(["1", "12", "123", "1234", "12345", "123456", "1234567", "12345678"].map(groupIndian)).toEqual([
      "1",
      "12",
      "123",
      "1,234",
      "12,345",
      "1,23,456",
      "12,34,567",
      "1,23,45,678",
    ]);
  });
});

describe("groupThousands", () => {
  it("groups digits in threes as en-US does", () => {
    let seed = 3;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const n = Math.floor((seed / 2147483647) * 10 ** (i % 16));
      expect(groupThousands(String(n)), String(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
