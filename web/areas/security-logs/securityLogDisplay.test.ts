import { describe, expect, it } from "vitest";
import {
  flattenMetadata,
  formatLogTime,
  logCompanyName,
  logLevelColor,
  logResource,
  logUserName,
  metadataLabel,
  pageWindow,
  shownRowsText,
} from "./securityLogDisplay";

describe("log times (spec 02 §9: 'MMM dd, yyyy HH:mm:ss')", () => {
  it("write the instant in the viewer's time zone, with a 24-hour clock and two-digit days", () => {
    expect(formatLogTime("2026-03-05T03:37:03.000Z", "Asia/Kolkata")).toBe("Mar 05, 2026 09:07:03");
    expect(formatLogTime("2026-03-05T03:37:03.000Z", "UTC")).toBe("Mar 05, 2026 03:37:03");
    expect(formatLogTime("2026-12-31T20:00:00Z", "Asia/Kolkata")).toBe("Jan 01, 2027 01:30:00");
    expect(formatLogTime("2026-07-01T00:00:00Z", "America/Los_Angeles")).toBe("Jun 30, 2026 17:00:00");
  });

  it("leave a text that is no instant as it is", () => {
    expect(formatLogTime("yesterday", "UTC")).toBe("yesterday");
  });
});

describe("levels", () => {
  it("have a colour each, grey for one the app does not know", () => {
    expect(logLevelColor("INFO")).toBe("blue");
    expect(logLevelColor("WARNING")).toBe("orange");
    expect(logLevelColor("ERROR")).toBe("red");
    expect(logLevelColor("SECURITY")).toBe("violet");
    expect(logLevelColor("DEBUG")).toBe("gray");
  });
});

describe("who, where and what (security-logs.md §5)", () => {
  const user = { id: 3, firstName: "Anita", lastName: "Rao", username: "anita@kochilabs.test" };

  it("name the user, or 'Unknown User'", () => {
    expect(logUserName({ user })).toBe("Anita Rao");
    expect(logUserName({ user: { ...user, firstName: "", lastName: " " } })).toBe("anita@kochilabs.test");
    expect(logUserName({ user: null })).toBe("Unknown User");
  });

  it("name the company, or 'Unknown Company'", () => {
    expect(logCompanyName({ company: { id: 1, name: "Kochi Labs" } })).toBe("Kochi Labs");
    expect(logCompanyName({ company: null })).toBe("Unknown Company");
  });

  it("name the record acted on", () => {
    expect(logResource({ resourceType: "user", resourceId: "12" })).toBe("user #12");
    expect(logResource({ resourceType: "company", resourceId: null })).toBe("company");
    expect(logResource({ resourceType: null, resourceId: "4" })).toBe("#4");
    expect(logResource({ resourceType: null, resourceId: null })).toBe("—");
  });
});

describe("the pager's page numbers (security-logs.md §6: at most 5)", () => {
  it("show none for one page or fewer", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it("show every page when there are five or fewer", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keep the current page in the middle, inside the first and the last", () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it("treat a page past the last as the last", () => {
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the rows a page shows", () => {
  it("say which of how many, 20 a page", () => {
    expect(shownRowsText(1, 25)).toBe("Showing 1–20 of 25");
    expect(shownRowsText(2, 25)).toBe("Showing 21–25 of 25");
    expect(shownRowsText(3, 1234)).toBe("Showing 41–60 of 1,234");
  });

  it("read a total of 10,000 as '10,000 or more' (security-logs.md §4.3)", () => {
    expect(shownRowsText(1, 9999)).toBe("Showing 1–20 of 9,999");
    expect(shownRowsText(500, 10_000)).toBe("Showing 9,981–10,000 of 10,000 or more");
  });
});

describe("metadata as readable key/value lines", () => {
  it("words the keys", () => {
    expect(metadataLabel("attemptedUsername")).toBe("Attempted username");
    expect(metadataLabel("failed_login_attempts")).toBe("Failed login attempts");
    expect(metadataLabel("ipAddress")).toBe("IP address");
    expect(metadataLabel("userId")).toBe("User ID");
  });

  it("gives none for no metadata", () => {
    expect(flattenMetadata(null, "UTC")).toEqual([]);
    expect(flattenMetadata({}, "UTC")).toEqual([]);
  });

  it("writes single values as words, instants as log times", () => {
    expect(
      flattenMetadata(
        {
          attemptedUsername: "anita@kochilabs.test",
          failedLoginAttempts: 3,
          locked: false,
          reason: null,
          note: "",
          lockedUntil: "2026-03-05T03:52:03.000Z",
        },
        "Asia/Kolkata",
      ),
    ).toEqual([
      { key: "Attempted username", value: "anita@kochilabs.test" },
      { key: "Failed login attempts", value: "3" },
      { key: "Locked", value: "false" },
      { key: "Reason", value: "none" },
      { key: "Note", value: "(empty)" },
      { key: "Locked until", value: "Mar 05, 2026 09:22:03" },
    ]);
  });

  it("walks nested objects and lists into paths, never JSON", () => {
    const lines = flattenMetadata(
      {
        changes: { salary: { from: 50000, to: 60000 }, role: { from: "EMPLOYEE", to: "ADMIN" } },
        fields: ["firstName", "lastName"],
        items: [{ field: "status", to: "Paid" }, { field: "note" }],
        empty: {},
        none: [],
      },
      "UTC",
    );
    expect(lines).toEqual([
      { key: "Changes › Salary › From", value: "50000" },
      { key: "Changes › Salary › To", value: "60000" },
      { key: "Changes › Role › From", value: "EMPLOYEE" },
      { key: "Changes › Role › To", value: "ADMIN" },
      { key: "Fields", value: "firstName, lastName" },
      { key: "Items › 1 › Field", value: "status" },
      { key: "Items › 1 › To", value: "Paid" },
      { key: "Items › 2 › Field", value: "note" },
      { key: "Empty", value: "none" },
      { key: "None", value: "none" },
    ]);
    for (const line of lines) expect(line.value).not.toMatch(/[{}[\]]/);
  });
});
