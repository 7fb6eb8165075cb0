import { describe, expect, it } from "vitest";
import type { UserDto } from "../../shared/auth/auth.schema";
import { buildChatIdentity } from "./chatIdentity";

const asha: UserDto = {
  id: 7,
  username: "asha@acme.test",
  firstName: "Asha",
  lastName: "Rao",
  role: "ADMIN",
  companyId: 3,
  companyName: "Acme",
  isVerified: true,
  timezone: "Asia/Kolkata",
};

describe("buildChatIdentity", () => {
  it("hands over the user with the username as email, and the company name and description", () => {
    expect(buildChatIdentity(asha, { name: "Acme", description: "Widgets" })).toEqual({
      user: { id: 7, email: "asha@acme.test", firstName: "Asha", lastName: "Rao", role: "ADMIN" },
      company: { name: "Acme", description: "Widgets" },
    });
  });

  it("gives no company to a super admin without one", () => {
    const root: UserDto = { ...asha, role: "SUPER_ADMIN", companyId: null, companyName: null };
    expect(buildChatIdentity(root, null).company).toBeNull();
  });
});
