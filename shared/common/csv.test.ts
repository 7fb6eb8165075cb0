import { describe, expect, it } from "vitest";
import { CSV_BYTE_ORDER_MARK, csvDocument, csvField, csvRow } from "./csv";

describe("csvField: RFC 4180 quoting", () => {
  it("writes plain text and numbers as they are", () => {
    expect(csvField("Asha")).toBe("Asha");
    expect(csvField(85000)).toBe("85000");
    expect(csvField(0)).toBe("0");
    expect(csvField("")).toBe("");
  });

  it("writes null and undefined as an empty field", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes a field with a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('The "Boss"')).toBe('"The ""Boss"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("two\r\nlines")).toBe('"two\r\nlines"');
    expect(csvField('"')).toBe('""""');
  });

  it("refuses a number that is not finite", () => {
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
    expect(() => csvField(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("csvField: formula injection", () => {
  it("puts an apostrophe before text beginning with =, +, -, @, tab or CR", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(csvField("\tindented")).toBe("'\tindented");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
  });

  it("still quotes a protected cell that needs quotes", () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvField("=cmd|' /C calc'!A0,x")).toBe("\"'=cmd|' /C calc'!A0,x\"");
  });

  it("keeps a negative number a number, but protects the same characters as text", () => {
    expect(csvField(-1500)).toBe("-1500");
    expect(csvField("-1500")).toBe("'-1500");
  });

  it("leaves text with those characters elsewhere alone", () => {
    expect(csvField("Asha-Rao")).toBe("Asha-Rao");
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("asha@example.com")).toBe("asha@example.com");
    expect(csvField(" =1")).toBe(" =1");
  });
});

describe("csvRow and csvDocument", () => {
  it("joins fields with commas", () => {
    expect(csvRow(["Asha", "Rao, Jr", 85000, null, "=1"])).toBe('Asha,"Rao, Jr",85000,,\'=1');
  });

  it("writes a header and rows, each ending with CRLF", () => {
    expect(
      csvDocument(
        ["First name", "Net pay"],
        [
          ["Asha", 76500],
          ["Ravi", 0],
        ],
      ),
    ).toBe("First name,Net pay\r\nAsha,76500\r\nRavi,0\r\n");
  });

  it("writes the header alone when there are no rows", () => {
    expect(csvDocument(["Month"], [])).toBe("Month\r\n");
  });

  it("begins with the byte order mark only when asked", () => {
    expect(csvDocument(["Name"], [["Zoë"]], { byteOrderMark: true })).toBe(
      `${CSV_BYTE_ORDER_MARK}Name\r\nZoë\r\n`,
    );
    expect(csvDocument(["Name"], [["Zoë"]]).startsWith(CSV_BYTE_ORDER_MARK)).toBe(false);
  });
});
