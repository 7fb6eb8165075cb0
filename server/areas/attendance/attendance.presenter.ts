import type { AttendanceDto, CompanyAttendanceDto } from "../../../shared/attendance/attendance.schema";

interface AttendanceRow {
  id: number;
  userId: number;
  attendanceDate: string;
  clockIn: string;
  clockOut: string | null;
  effectiveHours: string | null;
  keyTasks: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function presentAttendance(row: AttendanceRow): AttendanceDto {
  return {
    id: row.id,
    userId: row.userId,
    attendanceDate: row.attendanceDate,
    clockIn: row.clockIn,
    clockOut: row.clockOut,
    effectiveHours: row.effectiveHours === null ? null : Number(row.effectiveHours),
    keyTasks: row.keyTasks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCompanyAttendance(
  row: AttendanceRow & { firstName: string; lastName: string },
): CompanyAttendanceDto {
  return Object.assign(presentAttendance(row), { firstName: row.firstName, lastName: row.lastName });
}
