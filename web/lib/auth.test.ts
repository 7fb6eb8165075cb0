import { describe, expect, it } from "vitest";
import { parseSignedInUser } from "./auth";

// The user a signed-in page's HTML carries (server/lib/page-html.ts), read before the first render.
describe("parseSignedInUser", () => {
  const user = {
    id: 7,
    username: "anita@kochilabs.test",
    firstName: "Anita",
    lastName: "</script>",
    role: "ADMIN",
  };

  it("reads the user the server wrote, an escaped < back as itself", () => {
    const written = JSON.stringify(user).replace(/</g, "\\u003c");
    expect(parseSignedInUser(written)).toEqual(user);
  });

  it("is null for no text, text that is not JSON, or JSON that is not a user", () => {
    for (const text of [null, undefined, "", "{", "null", "42", '"x"', '{"id":"7"}', "[]"])
      expect(parseSignedInUser(text), String(text)).toBeNull();
  });
});
