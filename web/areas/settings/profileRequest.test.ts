import { describe, expect, it } from "vitest";
import type { UserDto } from "../../../shared/auth/auth.schema";
import { buildProfilePatch, profileFormValuesOf } from "./profileRequest";

const admin: UserDto = {
  id: 7,
  username: "anita@kochilabs.test",
  firstName: "Anita",
  lastName: "Nair",
  role: "ADMIN",
  companyId: 1,
  companyName: "Kochi Labs",
  isVerified: true,
  timezone: "Asia/Kolkata",
};

describe("the profile request body (settings.md §2)", () => {
  it("sends the names, trimmed, and no e-mail when it did not change", () => {
    const values = { ...profileFormValuesOf(admin), firstName: " Anitha ", lastName: "Menon " };
    expect(buildProfilePatch(admin, values)).toEqual({ firstName: "Anitha", lastName: "Menon" });
  });
  it("sends a changed e-mail that contains '@'", () => {
    const values = { ...profileFormValuesOf(admin), username: " anita@newmail.test " };
    expect(buildProfilePatch(admin, values)).toEqual({
      firstName: "Anita",
      lastName: "Nair",
      username: "anita@newmail.test",
    });
  });
  it("leaves out a changed e-mail without '@'", () => {
    const values = { ...profileFormValuesOf(admin), username: "anita.newmail.test" };
    expect(buildProfilePatch(admin, values)).not.toHaveProperty("username");
  });
  it("treats a change of letter case only as no change", () => {
    const values = { ...profileFormValuesOf(admin), username: "Anita@KochiLabs.test" };
    expect(buildProfilePatch(admin, values)).not.toHaveProperty("username");
  });
  it("never sends a super admin's e-mail", () => {
    const root: UserDto = { ...admin, role: "SUPER_ADMIN", username: "superadmin@hr.test", companyId: null };
    const values = { ...profileFormValuesOf(root), username: "other@hr.test" };
    expect(buildProfilePatch(root, values)).not.toHaveProperty("username");
  });
});
