import { describe, expect, it } from "vitest";
import { SECURITY_LOG_TEXT, securityLogsDeniedToast } from "./securityLogTexts";

describe("the security log's words (spec 02 §2.8, §6, §8)", () => {
  it("are the spec's, exactly", () => {
    expect(SECURITY_LOG_TEXT.unknownUser).toBe("Unknown User");
    expect(SECURITY_LOG_TEXT.unknownCompany).toBe("Unknown Company");
    expect(SECURITY_LOG_TEXT.empty).toBe("No security logs found");
    expect(SECURITY_LOG_TEXT.loadError).toBe("Error loading security logs");
    expect(SECURITY_LOG_TEXT.tableView).toBe("Table View");
    expect(SECURITY_LOG_TEXT.detailView).toBe("Detail View");
  });

  it("turn anyone but a super admin away with 'Access Denied'", () => {
    expect(securityLogsDeniedToast()).toEqual({
      color: "red",
      title: "Access Denied",
      message: "You do not have permission to view security logs.",
    });
  });
});
