import { sql } from "drizzle-orm";
import { DEFAULT_TIMEZONE, todayIn } from "../../../shared/common/time.rules";
import { DEPARTMENTS } from "../../../shared/users/users.schema";
import { hashPassword } from "../../lib/passwords";
import type { Database } from "../client";
import { DEFAULT_PASSWORD } from "./factories";

export interface BulkOptions {
  companies: number;
  employees: number;
  days: number;
  /** Distinguishes the addresses of this run from earlier ones in the same database. */
  tag?: string;
  now?: Date;
}

export interface BulkResult {
  tag: string;
  companies: number;
  people: number;
  attendances: number;
  firstCompanyId: number;
  /** An ADMIN of the first company and a SUPER_ADMIN, both with DEFAULT_PASSWORD. */
  adminUsername: string;
  superAdminUsername: string;
}

/**
 * A large data set generated inside the database with generate_series (no row-by-row round trips):
 * companies, people spread evenly (the first of each company its ADMIN), a record for ~90 % of the
 * working days of the last `days` days per person, some leave, three jobs per company, this month's payroll
 * and ten transactions per company. Everyone shares one password hash.
 */
export async function seedBulk(db: Database, options: BulkOptions): Promise<BulkResult> {
  const tag = options.tag ?? Date.now().toString(36);
  const today = todayIn(DEFAULT_TIMEZONE, options.now ?? new Date());
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const departments = `{${DEPARTMENTS.map((d) => `"${d}"`).join(",")}}`;
  const perCompany = Math.max(1, Math.floor(options.employees / options.companies));

  return db.transaction(async (tx) => {
    const companyRows = (await tx.execute(sql`
      insert into companies (name, description, logo, payroll_enabled)
      select 'Bulk ' || ${tag} || ' company ' || g, 'Generated for benchmarks', 'logo.png', g % 2 = 0
      from generate_series(1, ${options.companies}::int) g
      returning id`)) as unknown as { rows: { id: number }[] };
    const firstCompanyId = Math.min(...companyRows.rows.map((r) => r.id));

    await tx.execute(sql`
      insert into users (username, password_hash, role, company_id, first_name, last_name, department, salary, is_verified, created_at)
      select 'bulk.' || ${tag} || '.' || g || '@bulk.test', ${passwordHash},
             case when (g - 1) % ${perCompany}::int = 0 then 'ADMIN' else 'EMPLOYEE' end,
             ${firstCompanyId}::int + ((g - 1) / ${perCompany}::int) % ${options.companies}::int,
             'Person', 'No ' || g,
             (${departments}::text[])[1 + g % ${DEPARTMENTS.length}::int],
             30000 + (g % 50) * 1000, true, now() - interval '400 days'
      from generate_series(1, ${options.employees}::int) g`);

    const people = sql`(select id, company_id from users where username like ${`bulk.${tag}.%`})`;
    const attendance = (await tx.execute(sql`
      insert into attendances (company_id, user_id, attendance_date, clock_in, clock_out, effective_hours)
      select p.company_id, p.id, d::date, '09:00', '17:30', round((4 + random() * 6)::numeric, 2)
      from ${people} p
      cross join generate_series(${today}::date - (${options.days}::int - 1), ${today}::date, interval '1 day') d
      where extract(isodow from d) < 6 and random() < 0.9`)) as unknown as {
      rowCount?: number;
      affectedRows?: number;
    };

    await tx.execute(sql`
      insert into leave_requests (company_id, user_id, start_date, end_date, reason, status)
      select p.company_id, p.id, ${today}::date + 10 + p.id % 20, ${today}::date + 11 + p.id % 20, 'Planned leave',
             case when p.id % 3 = 0 then 'PENDING' else 'APPROVED' end
      from ${people} p where p.id % 5 = 0`);
    await tx.execute(sql`
      insert into jobs (company_id, title, department, location, employment_type, experience_level, description,
                        required_skills, qualifications, experience_details)
      select c.id, 'Role ' || n, 'Engineering', 'Remote', 'Full-time', 'Mid Level', 'Generated', 'TypeScript', 'Degree', '3 years'
      from companies c cross join generate_series(1, 3) n
      where c.name like ${`Bulk ${tag} company %`}`);
    await tx.execute(sql`
      insert into payrolls (company_id, user_id, month, year, base_salary, tax_amount, benefits_amount, net_pay, status)
      select p.company_id, p.id, ${Number(today.slice(5, 7))}::int, ${Number(today.slice(0, 4))}::int, 50000, 5000, 2000, 43000,
             case when p.id % 2 = 0 then 'Processed' else 'Pending' end
      from ${people} p`);
    const superAdminUsername = `bulk.${tag}.root@bulk.test`;
    const [root] = (
      (await tx.execute(sql`
        insert into users (username, password_hash, role, first_name, last_name, is_verified)
        values (${superAdminUsername}, ${passwordHash}, 'SUPER_ADMIN', 'Bulk', 'Root', true) returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await tx.execute(sql`
      insert into transactions (company_id, amount, status, type, created_by, created_at)
      select c.id, 10000 + n * 1000, case when n % 4 = 0 then 'PENDING' else 'COMPLETED' end,
             case when n % 3 = 0 then 'EXPENSE' else 'INCOME' end, ${root!.id}::int, now() - (n || ' days')::interval
      from companies c cross join generate_series(1, 10) n
      where c.name like ${`Bulk ${tag} company %`}`);

    return {
      tag,
      companies: options.companies,
      people: options.employees,
      attendances: attendance.rowCount ?? attendance.affectedRows ?? 0,
      firstCompanyId,
      adminUsername: `bulk.${tag}.1@bulk.test`,
      superAdminUsername,
    };
  });
}
