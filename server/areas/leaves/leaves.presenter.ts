import { leaveDays } from "../../../shared/leaves/leaves.rules";
import type { CompanyLeaveDto, LeaveDto, LeaveStatus } from "../../../shared/leaves/leaves.schema";

interface LeaveRow {
  id: number;
  userId: number;
  startDate: string;
  endDate: string;
  reason: string;
  status: string;
  isHalfDay: boolean;
  halfDayType: string | null;
  createdAt: Date;
}

export function presentLeave(row: LeaveRow): LeaveDto {
  return {
    id: row.id,
    userId: row.userId,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    status: row.status as LeaveStatus,
    isHalfDay: row.isHalfDay,
    halfDayType: row.halfDayType as LeaveDto["halfDayType"],
    days: leaveDays(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCompanyLeave(
  row: LeaveRow & { firstName: string; lastName: string; companyId: number; companyName: string },
): CompanyLeaveDto {
  return Object.assign(presentLeave(row), {
    firstName: row.firstName,
    lastName: row.lastName,
    companyId: row.companyId,
    companyName: row.companyName,
  });
}
