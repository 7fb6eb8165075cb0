import dayjs from "dayjs";
import type { LeaveStatus } from "../../../shared/leaves/leaves.schema";
import { HALF_DAY_TYPE_OPTIONS } from "./halfDayTypes";

/** Badge colours of docs/product/leave.md §5: APPROVED green, REJECTED red, anything else yellow (pending). */
export function leaveStatusColor(status: string): "green" | "red" | "yellow" {
  if (status === "APPROVED") return "green";
  if (status === "REJECTED") return "red";
  return "yellow";
}

const STATUS_LABELS: Record<LeaveStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

/** The badge's word for a status; anything unknown reads as pending, like its colour. */
export function leaveStatusLabel(status: string): string {
  return STATUS_LABELS[status as LeaveStatus] ?? STATUS_LABELS.PENDING;
}

/** A calendar date 'yyyy-MM-dd' as 'Mon, 2 Mar 2026' (parsed as a local date: no time-zone shift). */
export function formatLeaveDate(date: string): string {
  const parsed = dayjs(date);
  return parsed.isValid() ? parsed.format("ddd, D MMM YYYY") : date;
}

/** A leave's dates: one date for a single day, else 'Mon, 2 Mar 2026 – Wed, 4 Mar 2026'. */
export function formatLeaveRange(startDate: string, endDate: string): string {
  if (startDate === endDate || !endDate) return formatLeaveDate(startDate);
  return `${formatLeaveDate(startDate)} – ${formatLeaveDate(endDate)}`;
}

/** How long a leave is: '0.5 Days', '1 Day', '3 Days'. */
export function formatLeaveDays(days: number): string {
  return days === 1 ? "1 Day" : `${days} Days`;
}

/** The label of a half-day type ('Forenoon (Morning)' / 'Afternoon'), or "" when none. */
export function halfDayTypeLabel(type: string | null): string {
  return HALF_DAY_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? "";
}

/** Leaves Remaining of the employee summary (docs/product/leave.md §3): total minus taken. */
export function leavesRemaining(balance: { totalLeaves: number; leavesTaken: number }): number {
  return balance.totalLeaves - balance.leavesTaken;
}

/** A non-super-admin without a company cannot use the leave screens (docs/product/leave.md §6). */
export function lacksCompany(user: { role: string; companyId: number | null }): boolean {
  return user.role !== "SUPER_ADMIN" && user.companyId === null;
}

/** The review list's description: how many requests wait for a decision (the server counts them). */
export function pendingCountText(pending: number | undefined): string | undefined {
  if (pending === undefined) return undefined;
  return pending === 0 ? "Nothing waiting for review" : `${pending} waiting for review`;
}
