import { todayIn } from "../../../shared/common/time.rules";
import { attendances } from "../../areas/attendance/attendance.table";
import { transactions } from "../../areas/finance/transactions.table";
import { holidays } from "../../areas/holidays/holidays.table";
import { leaveRequests } from "../../areas/leaves/leaves.table";
import { payrolls } from "../../areas/payroll/payroll.table";
import { jobs } from "../../areas/recruitment/jobs.table";
import type { FileStorage } from "../../lib/file-storage";
import type { Database } from "../client";
import { type DemoPerson, demoAttendance, demoLeaves } from "./demo-activity";
import { demoJobs, demoPayroll, demoTransactions, type PayrollPerson } from "./demo-business";
import { demoHolidays, type RegionalHoliday } from "./demo-calendar";
import { seedDemoCandidates } from "./demo-candidates";

export const DEMO_ATTENDANCE_DAYS = 30;

export type DemoMember = DemoPerson & PayrollPerson;

export interface DemoCompanyData {
  company: { id: number; timezone: string; payrollEnabled: boolean };
  domain: string;
  regionalHolidays: readonly RegionalHoliday[];
  admin: DemoMember;
  employees: readonly DemoMember[];
  superAdminId: number;
  now: Date;
  /** Where demo CVs go; without it no candidates are made. */
  files?: FileStorage;
}

/**
 * Everything a freshly created demo company holds beyond its people: holidays, job postings and their
 * candidates (when given a file storage for their CVs), leave in each
 * status, the last 30 days of attendance (relative to today in the company's time zone, never today or
 * later), payroll when enabled, and transactions. One bulk insert per table.
 */
export async function seedDemoCompanyData(db: Database, data: DemoCompanyData): Promise<void> {
  const { company, admin, employees, now } = data;
  const today = todayIn(company.timezone, now);
  const people = [admin, ...employees];
  const holidayRows = demoHolidays(company.id, Number(today.slice(0, 4)), data.regionalHolidays);
  const leaves = demoLeaves(company.id, employees, admin.id, today, holidayRows);
  const attendance = demoAttendance(company.id, people, today, DEMO_ATTENDANCE_DAYS, holidayRows, leaves);

  await db.insert(holidays).values(holidayRows);
  const jobRows = demoJobs(company.id, data.domain, now);
  const posted = jobRows.length ? await db.insert(jobs).values(jobRows).returning() : [];
  if (data.files) {
    await seedDemoCandidates(db, {
      companyId: company.id,
      uploadedBy: admin.id,
      jobs: posted,
      files: data.files,
      now,
    });
  }
  await db.insert(leaveRequests).values(leaves);
  if (attendance.length) await db.insert(attendances).values(attendance);
  if (company.payrollEnabled) await db.insert(payrolls).values(demoPayroll(company.id, people, today));
  await db.insert(transactions).values(demoTransactions(company.id, data.superAdminId, now));
}
