import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  companyCreatedToast,
  companyCreateFailedToast,
  companyDeletedToast,
  companyDeleteFailedToast,
  companyUpdatedToast,
  companyUpdateFailedToast,
} from "./companyToasts";

describe("company toasts (companies.md §5)", () => {
  it("confirms create, update and delete", () => {
    expect(companyCreatedToast.message).toBe("Company created successfully");
    expect(companyUpdatedToast.message).toBe("Company updated successfully");
    expect(companyDeletedToast.message).toBe("Company deleted");
  });
  it("puts the server's message after 'Failed to create company:' in red", () => {
    const toast = companyCreateFailedToast(
      new ApiError(400, '{"message":"Company name is required"}', "Bad Request"),
    );
    expect(toast).toMatchObject({
      color: "red",
      message: "Failed to create company: Company name is required",
    });
  });
  it("puts the error's message after 'Failed to update company:'", () => {
    expect(companyUpdateFailedToast(new Error("Failed to fetch")).message).toBe(
      "Failed to update company: Failed to fetch",
    );
  });
  it("shows the server's reason for a refused delete", () => {
    const conflict = new ApiError(409, '{"message":"Cannot delete company with users"}', "Conflict");
    expect(companyDeleteFailedToast(conflict)).toMatchObject({
      color: "red",
      title: "Error deleting company",
      message: "Cannot delete company with users",
    });
  });
  it("falls back to the spec's text when the server gave no message", () => {
    const fallback = "Failed to delete company. It may have associated users.";
    expect(companyDeleteFailedToast(new ApiError(502, "", "Bad Gateway")).message).toBe(fallback);
    expect(companyDeleteFailedToast(new Error("Failed to fetch")).message).toBe(fallback);
  });
});
