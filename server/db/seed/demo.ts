import { eq } from "drizzle-orm";
import { createSuperAdmin } from "../../areas/users/super-admin.service";
import { users } from "../../areas/users/users.table";
import type { Database } from "../client";
import { buildAdmin, buildCompany, buildEmployee, DEFAULT_PASSWORD } from "./factories";

export const DEMO_PASSWORD = DEFAULT_PASSWORD;

export const DEMO_COMPANIES = [
  {
    name: "Kochi Software Labs",
    description: "Product engineering team in Kochi, Kerala",
    domain: "kochilabs.test",
    admin: { firstName: "Anita", lastName: "Menon" },
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
    admin: { firstName: "Vikram", lastName: "Rao" },
    employees: [
      { firstName: "Sneha", lastName: "Iyer", department: "Finance", salary: 80000 },
      { firstName: "Karthik", lastName: "Reddy", department: "Sales", salary: 70000 },
    ],
  },
] as const;

export interface DemoLogin {
  role: string;
  company: string;
  username: string;
  password: string;
}

/** Demo data: a super admin, two companies with an admin and employees each. Safe to run twice. */
export async function seedDemo(db: Database): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  await createSuperAdmin(db, { email: "superadmin@hr.test", password: DEMO_PASSWORD });
  logins.push({ role: "SUPER_ADMIN", company: "—", username: "superadmin@hr.test", password: DEMO_PASSWORD });

  for (const demo of DEMO_COMPANIES) {
    const adminUsername = `${demo.admin.firstName.toLowerCase()}@${demo.domain}`;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, adminUsername));
    if (!existing) {
      const company = await buildCompany(db, { name: demo.name, description: demo.description });
      await buildAdmin(db, company.id, {
        ...demo.admin,
        username: adminUsername,
        department: "Human Resources",
      });
      for (const e of demo.employees) {
        await buildEmployee(db, company.id, {
          ...e,
          username: `${e.firstName.toLowerCase()}@${demo.domain}`,
        });
      }
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
