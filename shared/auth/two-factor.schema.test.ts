import { describe, expect, it } from "vitest";
import {
  isTotpCode,
  isTwoFactorRequired,
  loginResultSchema,
  normalizeRecoveryCode,
  twoFactorCodeSchema,
} from "./two-factor.schema";

describe("two-factor codes (docs/product/accounts.md §3.1)", () => {
  it("ignores spaces in a code and needs one", () => {
    expect(twoFactorCodeSchema.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
    const empty = twoFactorCodeSchema.safeParse({ code: "   " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Code is required");
  });

  it("tells a 6-digit app code from a recovery code", () => {
    expect(isTotpCode("012345")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("ABCD-EFGH-JKMN-PQRS")).toBe(false);
  });

  it("compares recovery codes without dashes, spaces or case", () => {
    expect(normalizeRecoveryCode("abcd-efgh jkmn-pqrs")).toBe("ABCDEFGHJKMNPQRS");
  });

  it("reads the sign-in's answer as the user or as a request for a code", () => {
    const pending = loginResultSchema.parse({ twoFactorRequired: true });
    expect(isTwoFactorRequired(pending)).toBe(true);
    const user = loginResultSchema.parse({
      id: 1,
      username: "a@b.test",
      firstName: "A",
      lastName: "B",
      role: "EMPLOYEE",
      companyId: 1,
      companyName: "Co",
      isVerified: true,
      timezone: "Asia/Kolkata",
    });
    expect(isTwoFactorRequired(user)).toBe(false);
  });
});
