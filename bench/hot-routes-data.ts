import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { seedBulk } from "../server/db/seed/bulk";
import { DEFAULT_TIMEZONE, todayIn } from "../shared/common/time.rules";
import { addDays, ROTATION_DAYS, type Size, type World } from "./hot-routes-plan";
import { generateLogs, settings as seclogSettings } from "./security-logs";

export interface Built {
  world: Omit<World, "cookies">;
  employeeUsername: string;
  rootUsername: string;
  /**
   * Employees kept out of the rotations, the ones a write's SQL (sign-in's too) is recorded with: one for
   * each loop of its SQL ceiling (`RECORDERS`), so that no two loops insert one key or wait on one lock.
   */
  recorders: RecordingEmployee[];
}

export interface RecordingEmployee {
  cookie: string;
  userId: number;
  username: string;
}

/** How many employees a write's SQL is recorded with: one per connection of the hot routes' writes. */
export const RECORDERS = 50;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** seed:bulk plus what the hot routes read, every table filled inside the database. */
export async function buildDataSet(db: Database, size: Size, now: Date): Promise<Built> {
  const bulk = await seedBulk(db, {
    companies: size.companies,
    employees: size.employees,
    days: size.days,
    now,
  });
  const today = todayIn(DEFAULT_TIMEZONE, now);
  const tag = bulk.tag;
  const perCompany = Math.max(1, Math.floor(size.employees / size.companies));
  // The second company: bulk turns payroll on for every other company, starting with the second.
  const companyId = bulk.firstCompanyId + 1;
  const adminUsername = `bulk.${tag}.${perCompany + 1}@bulk.test`;
  const employeeUsername = `bulk.${tag}.${perCompany + 2}@bulk.test`;

  await addActivity(db, bulk, { companies: size.companies, today, payrollMonths: 11 });

  // Clock-in is today's, or on a later round through the employees a day before: no one has clocked in on
  // the last ROTATION_DAYS days (the bulk set generated them).
  await db.execute(
    sql`delete from attendances where attendance_date > ${addDays(today, -ROTATION_DAYS)}::date`,
  );
  // One session per employee of every company (not the fixtures), straight into the table: signing in
  // 20,000 people through argon2id would take minutes. The token is the cookie, its SHA-256 the id.
  const secret = Math.random().toString(36).slice(2, 10);
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select encode(sha256(convert_to('hot' || ${secret} || 'u' || u.id, 'UTF8')), 'hex'), u.id, now() + interval '6 days'
    from users u
    where u.username like ${`bulk.${tag}.%`} and u.role = 'EMPLOYEE' and u.username <> ${employeeUsername}`);
  const rotating = rows<{ id: number; username: string }>(
    await db.execute(sql`
      select id, username from users where username like ${`bulk.${tag}.%`} and role = 'EMPLOYEE'
        and username <> ${employeeUsername} order by id`),
  );
  const rotatingIds = rotating.map((r) => r.id);
  const recorderRows = rotating.slice(-RECORDERS);
  rotatingIds.splice(rotatingIds.length - RECORDERS, RECORDERS);
  const cookieOf = (id: number) => `sid=hot${secret}u${id}`;

  const [firstUser] = rows<{ id: number }>(
    await db.execute(sql`select min(id)::int as id from users where username like ${`bulk.${tag}.%`}`),
  );
  await generateLogs(
    db,
    { ...seclogSettings({}), rows: size.logRows, companies: size.companies, people: size.employees },
    { user: firstUser!.id, company: bulk.firstCompanyId },
  );
  const [job] = rows<{ id: number }>(
    await db.execute(sql`select min(id)::int as id from jobs where company_id = ${companyId}::int`),
  );

  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  const lastMonth = new Date(Date.UTC(year, month - 2, 1));
  const monthStart = lastMonth.toISOString().slice(0, 10);
  const monthEnd = addDays(new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10), -1);
  let leaveDay = addDays(today, 90);
  while ([0, 6].includes(new Date(`${leaveDay}T00:00:00Z`).getUTCDay())) leaveDay = addDays(leaveDay, 1);
  return {
    world: {
      today,
      month,
      year,
      companyId,
      jobId: job!.id,
      monthStart,
      monthEnd,
      leaveDay,
      // Before the emptied last days even when the set holds fewer days than those.
      attendanceFrom: addDays(today, -(Math.max(size.days, ROTATION_DAYS) - 1)),
      adminUsername,
      rotation: rotatingIds.map(cookieOf),
      signInRotation: rotating.slice(0, -RECORDERS).map((r) => r.username),
    },
    employeeUsername,
    rootUsername: bulk.superAdminUsername,
    recorders: recorderRows.map((r) => ({ cookie: cookieOf(r.id), userId: r.id, username: r.username })),
  };
}

/**
 * What the hot routes and the growth suite read beyond seed:bulk, written inside the database: 30 candidates
 * a job, four past two-day leaves a person, `payrollMonths` more months of paid payroll before this one, and
 * a transaction every four days for 90 periods per company.
 */
export async function addActivity(
  db: Database,
  bulk: Awaited<ReturnType<typeof seedBulk>>,
  options: { companies: number; today: string; payrollMonths: number },
): Promise<void> {
  const { today } = options;
  const last = bulk.firstCompanyId + options.companies - 1;
  const bulkPeople = sql`(select id, company_id from users where username like ${`bulk.${bulk.tag}.%`} and role <> 'SUPER_ADMIN')`;
  await db.execute(sql`
    insert into candidates (company_id, job_id, name, relevant_experience, expected_ctc, cv_file_path, status)
    select j.company_id, j.id, 'Candidate ' || j.id || '-' || n, n % 12, 400000 + n * 10000,
           '/api/files/' || md5(j.id || '-' || n) || '.pdf',
           (array['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'])[1 + n % 6]
    from jobs j cross join generate_series(1, 30) n
    where j.company_id between ${bulk.firstCompanyId}::int and ${last}::int`);
  await db.execute(sql`
    insert into leave_requests (company_id, user_id, start_date, end_date, reason, status)
    select p.company_id, p.id, ${today}::date - (n * 80 + p.id % 30), ${today}::date - (n * 80 + p.id % 30) + 1,
           'Past leave', case when n = 4 and p.id % 7 = 0 then 'REJECTED' else 'APPROVED' end
    from ${bulkPeople} p cross join generate_series(1, 4) n`);
  await db.execute(sql`
    insert into payrolls (company_id, user_id, month, year, base_salary, tax_amount, benefits_amount, net_pay, status)
    select p.company_id, p.id, extract(month from m)::int, extract(year from m)::int, 50000, 5000, 2000, 43000, 'Paid'
    from ${bulkPeople} p
    cross join generate_series(date_trunc('month', ${today}::date) - make_interval(months => ${options.payrollMonths}::int),
                               date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m`);
  const [root] = rows<{ id: number }>(
    await db.execute(sql`select id from users where username = ${bulk.superAdminUsername}`),
  );
  await db.execute(sql`
    insert into transactions (company_id, amount, status, type, created_by, created_at)
    select c.id, 5000 + n * 100, case when n % 5 = 0 then 'PENDING' else 'COMPLETED' end,
           case when n % 3 = 0 then 'EXPENSE' else 'INCOME' end, ${root!.id}::int, now() - (n * 4 || ' days')::interval
    from companies c cross join generate_series(1, 90) n
    where c.id between ${bulk.firstCompanyId}::int and ${last}::int`);
}
