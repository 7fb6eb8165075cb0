import { describe, expect, it } from "vitest";
import { sameProps } from "./heldWhileClosing";

describe("sameProps (what a closing dialog holds)", () => {
  const onClose = () => undefined;
  const row = { id: 7 };

  it("is the same for the same values, key by key", () => {
    expect(sameProps({ opened: true, row, onClose }, { opened: true, row, onClose })).toBe(true);
    expect(sameProps({ opened: true, companyId: null }, { opened: true, companyId: null })).toBe(true);
  });

  it("differs when a value is another object, or a key is missing or added", () => {
    expect(sameProps({ opened: true, row }, { opened: true, row: { id: 7 } })).toBe(false);
    expect(sameProps({ opened: true, row }, { opened: true })).toBe(false);
    expect(sameProps({ opened: true }, { opened: true, row: undefined })).toBe(false);
    expect(sameProps({ opened: true, n: Number.NaN }, { opened: true, n: Number.NaN })).toBe(true);
  });
});
