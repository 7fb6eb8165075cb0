import { eq } from "drizzle-orm";
import { createSuperAdmin } from "../../areas/users/super-admin.service";
import { users } from "../../areas/users/users.table";
import type { FileStorage } from "../../lib/file-storage";
import { hashPassword } from "../../lib/passwords";
import type { Database } from "../client";
import { seedDemoCompanyData } from "./demo-company";
import { buildAdmin, buildCompany, buildEmployee, DEFAULT_PASSWORD } from "./factories";

export const DEMO_PASSWORD = DEFAULT_PASSWORD;

export const DEMO_COMPANIES = [
  {
    name: "Kochi Software Labs",
    description: "Product engineering team in Kochi, Kerala",
    domain: "kochilabs.test",
    payrollEnabled: true,
    payrollPlan: "Standard",
    regionalHolidays: ["onam"],
    admin: { firstName: "Anita", lastName: "Menon", salary: 150000 },
    employees: [
      { firstName: "Rahul", lastName: "Nair", department: "Engineering", salary: 95000 },
      { firstName: "Priya", lastName: "Pillai", department: "Product Management", salary: 110000 },
      { firstName: "Arjun", lastName: "Varma", department: "Customer Support", salary: 45000 },
    ],
  },
  {
    name: "Bengaluru Analytics",
    description: "Data and finance operations in Bengaluru",
    domain: "blranalytics.test",
    payrollEnabled: false,
    payrollPlan: null,
    regionalHolidays: ["rajyotsava"],
    // Annual CTC and state of work (docs/product/employees.md §2.1) where the state's professional tax is
    // modelled; Kochi is in Kerala, which it is not, so that company's people have none ('No annual CTC set').
    admin: {
      firstName: "Vikram",
      lastName: "Rao",
      salary: 140000,
      annualCtc: 1_800_000,
      workState: "Karnataka",
    },
    employees: [
      {
        firstName: "Sneha",
        lastName: "Iyer",
        department: "Finance",
        salary: 80000,
        annualCtc: 1_050_000,
        workState: "Karnataka",
      },
      {
        firstName: "Karthik",
        lastName: "Reddy",
        department: "Sales",
        salary: 70000,
        annualCtc: 900_000,
        workState: "Karnataka",
      },
    ],
  },
] as const;

/** Every demo person's tax and benefits, as percentages of salary (they prefill and build payroll). */
const PAY_SPLIT = { taxPercentage: 10, benefitsPercentage: 5 };

export interface DemoLogin {
  role: string;
  company: string;
  username: string;
  password: string;
}

/**
 * Demo data: a super admin, two companies with an admin and employees each, and for each company its
 * holidays, jobs, leave, attendance, payroll and transactions. Safe to run twice: a company whose admin
 * already exists is left as it is.
 */
export async function seedDemo(
  db: Database,
  options: { now?: Date; files?: FileStorage } = {},
): Promise<DemoLogin[]> {
  const now = options.now ?? new Date();
  const logins: DemoLogin[] = [];
  await createSuperAdmin(db, { email: "superadmin@hr.test", password: DEMO_PASSWORD });
  logins.push({ role: "SUPER_ADMIN", company: "—", username: "superadmin@hr.test", password: DEMO_PASSWORD });
  const [superAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, "superadmin@hr.test"));
  let passwordHash: string | undefined;

  for (const demo of DEMO_COMPANIES) {
    const adminUsername = `${demo.admin.firstName.toLowerCase()}@${demo.domain}`;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, adminUsername));
    if (!existing) {
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      const hash = passwordHash;
      await db.transaction(async (tx) => {
        const company = await buildCompany(tx, {
          name: demo.name,
          description: demo.description,
          payrollEnabled: demo.payrollEnabled,
          payrollPlan: demo.payrollPlan,
        });
        const admin = await buildAdmin(tx, company.id, {
          ...demo.admin,
          ...PAY_SPLIT,
          username: adminUsername,
          department: "Human Resources",
          passwordHash: hash,
        });
        const employees = [];
        for (const e of demo.employees) {
          const username = `${e.firstName.toLowerCase()}@${demo.domain}`;
          employees.push(
            await buildEmployee(tx, company.id, { ...e, ...PAY_SPLIT, username, passwordHash: hash }),
          );
        }
        await seedDemoCompanyData(tx, {
          company,
          domain: demo.domain,
          regionalHolidays: demo.regionalHolidays,
          admin,
          employees,
          superAdminId: superAdmin!.id,
          now,
          files: options.files,
        });
      });
    }
    logins.push({ role: "ADMIN", company: demo.name, username: adminUsername, password: DEMO_PASSWORD });
    const first = demo.employees[0];
    logins.push({
      role: "EMPLOYEE",
      company: demo.name,
      username: `${first.firstName.toLowerCase()}@${demo.domain}`,
      password: DEMO_PASSWORD,
    });
  }
  return logins;
}
