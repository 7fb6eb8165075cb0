import { DEFAULT_TIMEZONE, zonedTime } from "../../../shared/common/time.rules";
import type { transactions } from "../../areas/finance/transactions.table";
import type { payrolls } from "../../areas/payroll/payroll.table";
import type { jobs } from "../../areas/recruitment/jobs.table";
import { addDays } from "./demo-calendar";

/** Job postings, payroll and transactions of one demo company, built in memory for bulk inserts. */

export type JobRow = typeof jobs.$inferInsert;
export type PayrollRow = typeof payrolls.$inferInsert;
export type TransactionRow = typeof transactions.$inferInsert;
type JobSeed = Omit<JobRow, "companyId">;

const KOCHI_JOBS: JobSeed[] = [
  {
    title: "Senior Backend Engineer",
    department: "Engineering",
    location: "Hybrid",
    employmentType: "Full-time",
    experienceLevel: "Senior Level",
    description: "Design and build the APIs behind our HR products, and mentor two junior engineers.",
    requiredSkills: "TypeScript, Node.js, PostgreSQL, REST API design",
    qualifications: "B.Tech in Computer Science or equivalent experience",
    experienceDetails: "5+ years building production web services; on-call experience is a plus",
  },
  {
    title: "QA Engineer",
    department: "Engineering",
    location: "On-site",
    employmentType: "Full-time",
    experienceLevel: "Mid Level",
    description: "Own test plans and browser automation for releases from our Kochi office.",
    requiredSkills: "Playwright, test design, SQL basics",
    qualifications: "Any engineering degree; ISTQB certification preferred",
    experienceDetails: "2–4 years in manual and automated testing",
  },
  {
    title: "Customer Support Associate",
    department: "Customer Support",
    location: "Remote",
    employmentType: "Contract",
    experienceLevel: "Entry Level",
    description: "Answer customer questions by chat and e-mail in English and Malayalam.",
    requiredSkills: "Written English, Malayalam, ticketing tools",
    qualifications: "Graduate in any discipline",
    experienceDetails: "0–1 years; freshers welcome",
  },
];

const BENGALURU_JOBS: JobSeed[] = [
  {
    title: "Data Analyst",
    department: "Finance",
    location: "Hybrid",
    employmentType: "Full-time",
    experienceLevel: "Mid Level",
    description: "Build the monthly finance dashboards and forecast models for our clients.",
    requiredSkills: "SQL, Python, Power BI, Excel",
    qualifications: "Degree in statistics, economics or engineering",
    experienceDetails: "3+ years in analytics, ideally in financial services",
  },
  {
    title: "Sales Intern",
    department: "Sales",
    location: "On-site",
    employmentType: "Internship",
    experienceLevel: "Entry Level",
    description: "Six-month internship supporting the enterprise sales team in Bengaluru.",
    requiredSkills: "Communication, CRM tools, Kannada or Hindi",
    qualifications: "Final-year MBA or BBA student",
    experienceDetails: "No prior experience needed",
  },
];

const JOBS_BY_DOMAIN: Record<string, JobSeed[]> = {
  "kochilabs.test": KOCHI_JOBS,
  "blranalytics.test": BENGALURU_JOBS,
};

/** The job postings of a demo company (by its e-mail domain), posted over the last few weeks. */
export function demoJobs(companyId: number, domain: string, now: Date): JobRow[] {
  return (JOBS_BY_DOMAIN[domain] ?? []).map((job, i) => {
    const postedAt = new Date(now.getTime() - (3 + i * 9) * 86_400_000);
    return { ...job, companyId, createdAt: postedAt, updatedAt: postedAt };
  });
}

export interface PayrollPerson {
  id: number;
  salary: number;
  taxPercentage: string;
  benefitsPercentage: string;
}

/** Last month Paid, this month Processed or Pending (alternating); netPay = base − tax − benefits. */
export function demoPayroll(
  companyId: number,
  people: readonly PayrollPerson[],
  today: string,
): PayrollRow[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(firstOfMonth, -1);
  const row = (p: PayrollPerson) => {
    const taxAmount = Math.round((p.salary * Number(p.taxPercentage)) / 100);
    const benefitsAmount = Math.round((p.salary * Number(p.benefitsPercentage)) / 100);
    const netPay = Math.max(0, p.salary - taxAmount - benefitsAmount);
    return { companyId, userId: p.id, baseSalary: p.salary, taxAmount, benefitsAmount, netPay };
  };
  return people.flatMap((p, i) => [
    {
      ...row(p),
      ...last,
      status: "Paid",
      generatedAt: zonedTime(`${lastMonthEnd.slice(0, 8)}25`, "10:00:00", DEFAULT_TIMEZONE),
      paidAt: zonedTime(lastMonthEnd, "10:00:00", DEFAULT_TIMEZONE),
    },
    {
      ...row(p),
      month,
      year,
      status: i % 2 === 0 ? "Processed" : "Pending",
      generatedAt: zonedTime(firstOfMonth, "09:00:00", DEFAULT_TIMEZONE),
    },
  ]);
}

/**
 * A few transactions (amount in cents), created by the super admin over the last four weeks: dollars, and
 * some rupees, so the super admin's Financial Overview shows one line per currency.
 */
export function demoTransactions(companyId: number, createdBy: number, now: Date): TransactionRow[] {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const list: [number, "COMPLETED" | "PENDING", "INCOME" | "EXPENSE", string, number, string][] = [
    [450_000, "COMPLETED", "INCOME", "Employer of record service fee", 26, "USD"],
    [125_000, "COMPLETED", "INCOME", "Payroll processing fee", 19, "USD"],
    [38_550, "COMPLETED", "EXPENSE", "Laptop procurement for new joiners", 12, "USD"],
    [9_900, "PENDING", "EXPENSE", "Background verification charges", 5, "USD"],
    [450_000, "PENDING", "INCOME", "Employer of record service fee (this month)", 1, "USD"],
    [35_000_000, "COMPLETED", "INCOME", "Local staffing contract, Kochi", 9, "INR"],
    [12_500_000, "COMPLETED", "EXPENSE", "Office rent, Kochi", 3, "INR"],
  ];
  return list.map(([amount, status, type, comment, ago, currency]) => ({
    companyId,
    amount,
    currency,
    status,
    type,
    comment,
    createdBy,
    createdAt: daysAgo(ago),
    updatedAt: daysAgo(ago),
  }));
}
