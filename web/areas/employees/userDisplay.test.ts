import { describe, expect, it } from "vitest";
import { filterPeople, fullNameOf, roleLabel } from "./userDisplay";

const people = [
  { firstName: "Anita", lastName: "Kumar", username: "anita@kochilabs.test" },
  { firstName: "Rahul", lastName: "Menon", username: "rahul@kochilabs.test" },
  { firstName: "Priya", lastName: "Nair", username: "priya.n@other.test" },
];

describe("filterPeople", () => {
  it("keeps everyone for an empty search", () => {
    expect(filterPeople(people, "  ")).toHaveLength(3);
  });

  it("matches the name or the e-mail, ignoring case", () => {
    expect(filterPeople(people, "MENON").map((p) => p.firstName)).toEqual(["Rahul"]);
    expect(filterPeople(people, "other.test").map((p) => p.firstName)).toEqual(["Priya"]);
  });

  it("needs every word to match (first and last name together)", () => {
    expect(filterPeople(people, "anita kumar").map((p) => p.firstName)).toEqual(["Anita"]);
    expect(filterPeople(people, "anita menon")).toEqual([]);
  });
});

describe("display helpers", () => {
  it("joins names and labels roles", () => {
    expect(fullNameOf({ firstName: "Rahul", lastName: "" })).toBe("Rahul");
    expect(roleLabel("ADMIN")).toBe("Admin");
  });
});
