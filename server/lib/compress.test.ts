import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, preferredEncoding } from "./compress";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, then none", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
  });

  it("never picks a coding refused with q=0, and reads * as every coding not named", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("BR; Q=0, GZIP;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=nonsense, gzip")).toBe("gzip");
  });
});

describe("compress", () => {
  const page = `<!doctype html><p>${"Attendance Management · ₹1,00,000 ".repeat(200)}</p>`;

  it("gives back the same text once unpacked, smaller on the wire", () => {
    const br = compress(page, "br");
    const gzip = compress(page, "gzip");
    expect(brotliDecompressSync(br).toString("utf8")).toBe(page);
    expect(gunzipSync(gzip).toString("utf8")).toBe(page);
    expect(br.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(compress(page, "identity").toString("utf8")).toBe(page);
  });
});
