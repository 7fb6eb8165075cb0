import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  allocationFailedToast,
  allocationUpdatedToast,
  LEAVE_TEXT,
  leaveDecidedToast,
  leaveSubmitFailedToast,
  leaveSubmittedToast,
} from "./leaveToasts";

describe("leave toasts", () => {
  it("use the spec's titles on success", () => {
    expect(leaveSubmittedToast().title).toBe("Leave request submitted");
    expect(leaveDecidedToast("APPROVED", "Rahul Nair").title).toBe("Leave request approved");
    expect(leaveDecidedToast("REJECTED", "Rahul Nair").title).toBe("Leave request rejected");
    expect(allocationUpdatedToast("Rahul Nair", 25)).toMatchObject({
      title: "Leave allocation updated",
      message: "Rahul Nair now has 25 days of leave.",
    });
  });
  it("show the server's reason in red on refusal", () => {
    const refused = new ApiError(400, '{"message":"Insufficient leave balance: 2 days left"}', "Bad Request");
    expect(leaveSubmitFailedToast(refused)).toMatchObject({
      color: "red",
      message: "Insufficient leave balance: 2 days left",
    });
    expect(allocationFailedToast(new ApiError(500, "", "Internal Server Error")).message).toBe(
      "Please try again later.",
    );
  });
  it("keep the no-company text exact", () => {
    expect(LEAVE_TEXT.noCompany).toBe("Error: No company ID found for admin");
  });
});
