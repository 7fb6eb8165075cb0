import { DEFAULT_TIMEZONE, zonedTime } from "../../../shared/common/time.rules";
import type { attendances } from "../../areas/attendance/attendance.table";
import type { leaveRequests } from "../../areas/leaves/leaves.table";
import {
  addDays,
  isHoliday,
  isoWeekday,
  nextWeekday,
  seededRandom,
  workingDayOnOrBefore,
} from "./demo-calendar";

/** Leave requests and past attendance of one demo company, built in memory for bulk inserts. */

export type AttendanceRow = typeof attendances.$inferInsert;
export type LeaveRow = typeof leaveRequests.$inferInsert;

export interface DemoPerson {
  id: number;
  username: string;
  department: string | null;
}

const TASKS: Record<string, string[]> = {
  Engineering: ["Code review", "Fixed login bug", "API integration", "Sprint planning", "Wrote unit tests"],
  "Product Management": ["Roadmap review", "Customer interviews", "Wrote PRD", "Backlog grooming"],
  "Customer Support": ["Resolved tickets", "Customer calls", "Updated help articles", "Escalation review"],
  Finance: ["Invoice reconciliation", "Monthly close", "Vendor payments", "Budget review"],
  Sales: ["Client demo", "Pipeline review", "Follow-up calls", "Proposal drafting"],
  "Human Resources": ["Interviews", "Onboarding session", "Leave approvals", "Policy update"],
};
const DEFAULT_TASKS = ["Team meeting", "Documentation", "Planning"];

/** A wall-clock time of a demo company's day (the demo companies keep the default zone, India). */
const at = (date: string, time: string) => zonedTime(date, time, DEFAULT_TIMEZONE);

/**
 * Four requests spread over the employees: an approved two-day leave in the past, a pending one ahead,
 * a rejected day off, and an approved half day (forenoon) last week. Never overlapping for one person.
 */
export function demoLeaves(
  companyId: number,
  employees: readonly DemoPerson[],
  adminId: number,
  today: string,
  holidayList: readonly { date: string; isRecurring?: boolean | null }[],
): LeaveRow[] {
  const first = employees[0]!;
  const second = employees[1] ?? first;
  const pastStart = workingDayOnOrBefore(addDays(today, -12), holidayList, [1, 2, 3, 4]);
  const pendingStart = nextWeekday(addDays(today, 14), 1);
  const rejected = nextWeekday(addDays(today, 7), 5);
  const halfDay = workingDayOnOrBefore(addDays(today, -4), holidayList);
  const decided = (date: string) => ({ decidedBy: adminId, decidedAt: at(addDays(date, -5), "11:00:00") });
  return [
    {
      companyId,
      userId: first.id,
      startDate: pastStart,
      endDate: addDays(pastStart, 1),
      reason: "Family function in my home town",
      status: "APPROVED",
      ...decided(pastStart),
      createdAt: at(addDays(pastStart, -7), "10:15:00"),
    },
    {
      companyId,
      userId: first.id,
      startDate: pendingStart,
      endDate: addDays(pendingStart, 2),
      reason: "Vacation with family",
      status: "PENDING",
    },
    {
      companyId,
      userId: second.id,
      startDate: rejected,
      endDate: rejected,
      reason: "Extended weekend trip",
      status: "REJECTED",
      ...decided(today),
    },
    {
      companyId,
      userId: second.id,
      startDate: halfDay,
      endDate: halfDay,
      reason: "Doctor's appointment",
      status: "APPROVED",
      isHalfDay: true,
      halfDayType: "FORENOON",
      ...decided(halfDay),
      createdAt: at(addDays(halfDay, -6), "09:40:00"),
    },
  ];
}

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
const quarter = (hours: number) => Math.round(hours * 4) / 4;

/**
 * Attendance for the `days` days before `today` (never today or later): working days only, about 90 %
 * of them, skipping holidays and approved full-day leave; an approved forenoon half day is worked after lunch.
 */
export function demoAttendance(
  companyId: number,
  people: readonly DemoPerson[],
  today: string,
  days: number,
  holidayList: readonly { date: string; isRecurring?: boolean | null }[],
  leaves: readonly LeaveRow[],
): AttendanceRow[] {
  const rows: AttendanceRow[] = [];
  const approved = leaves.filter((l) => l.status === "APPROVED");
  for (const person of people) {
    const tasks = TASKS[person.department ?? ""] ?? DEFAULT_TASKS;
    for (let back = days; back >= 1; back--) {
      const date = addDays(today, -back);
      if (isoWeekday(date) > 5 || isHoliday(date, holidayList)) continue;
      const leave = approved.find((l) => l.userId === person.id && l.startDate <= date && date <= l.endDate);
      if (leave && !leave.isHalfDay) continue;
      const random = seededRandom(`${person.username}|${date}`);
      if (!leave && random() >= 0.9) continue;
      const task = () => tasks[Math.floor(random() * tasks.length)]!;
      const keyTasks = [...new Set([task(), task()])].join(", ");
      let clockIn: number;
      let clockOut: number;
      let hours: number;
      if (leave) {
        clockIn = 13 * 60 + 30 + Math.floor(random() * 16);
        hours = quarter(4 + random() * 0.5);
        clockOut = clockIn + hours * 60 + 15;
      } else {
        clockIn = 9 * 60 + Math.floor(random() * 46);
        clockOut = 17 * 60 + Math.floor(random() * 121);
        const breakHours = 0.5 + quarter(random() * 0.5);
        hours = Math.min(9.5, Math.max(6, quarter((clockOut - clockIn) / 60 - breakHours)));
      }
      rows.push({
        companyId,
        userId: person.id,
        attendanceDate: date,
        clockIn: clock(clockIn),
        clockOut: clock(clockOut),
        effectiveHours: hours.toFixed(2),
        keyTasks,
      });
    }
  }
  return rows;
}
