import { describe, expect, it } from "vitest";
import { decodeBase64DataUrl, detectImageType } from "./images";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("detectImageType", () => {
  it("knows JPEG, PNG, GIF and SVG by their content", () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(detectImageType(PNG)).toBe("image/png");
    expect(detectImageType(Buffer.from("GIF89a\x01\x00"))).toBe("image/gif");
    expect(
      detectImageType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe("image/svg+xml");
    expect(detectImageType(Buffer.from("<svg viewBox='0 0 1 1'></svg>"))).toBe("image/svg+xml");
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(detectImageType(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(detectImageType(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(detectImageType(Buffer.from([]))).toBeNull();
  });
});

describe("decodeBase64DataUrl", () => {
  it("decodes a base64 image data URL and ignores other strings", () => {
    expect(decodeBase64DataUrl(`data:image/png;base64,${PNG.toString("base64")}`)).toEqual(PNG);
    expect(decodeBase64DataUrl("data:image/svg+xml;charset=utf-8,%3Csvg%3E")).toBeNull();
    expect(decodeBase64DataUrl("https://example.com/logo.png")).toBeNull();
  });
});
