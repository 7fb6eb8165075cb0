import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAGE_STATUSES } from "../../shared/recruitment/recruitment.rules";
import { buildTransaction } from "../areas/finance/transactions.fixtures";
import { buildPayroll } from "../areas/payroll/payroll.fixtures";
import { buildCandidate, buildJob } from "../areas/recruitment/recruitment.fixtures";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";
import { contains, expectList, urlOf } from "./prepared-lists.fixtures";

/**
 * The prepared business lists (docs/ARCHITECTURE.md, "Prepared reads") through the API: jobs (jobs_list_*,
 * with their card counts), candidates of a company and of a job (cands_list_*), transactions
 * (tx_list_*), the payroll lists and summary (pay_list_*, pay_summary). Each is asked for company A then
 * company B with the same query, so the second request reuses the first one's statement.
 */

let t: TestApp;
let A: number;
let B: number;
let adminA: Client;
let adminB: Client;
let root: Client;

interface Job {
  id: number;
  companyId: number;
  title: string;
  department: string;
}
interface Candidate {
  id: number;
  companyId: number;
  jobId: number;
  name: string;
  status: string;
}
interface Pay {
  id: number;
  companyId: number;
  userId: number;
  name: string;
  month: number;
  year: number;
  baseSalary: number;
  taxAmount: number;
  benefitsAmount: number;
}
const jobList: Job[] = [];
const candidateList: Candidate[] = [];
const transactionList: { id: number; companyId: number }[] = [];
const payList: Pay[] = [];
const employees = new Map<string, { id: number; companyId: number; client: Client; name: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  A = (await buildCompany(db, { name: "Alpha Works", payrollEnabled: true })).id;
  B = (await buildCompany(db, { name: "Beta Works", payrollEnabled: true })).id;
  const za = await buildAdmin(db, A, { firstName: "Zara", lastName: "Admin" });
  adminA = await signIn(t, za.username, za.password);
  const yb = await buildAdmin(db, B, { firstName: "Yusuf", lastName: "Admin" });
  adminB = await signIn(t, yb.username, yb.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);

  const jobsOf: [number, string, string][] = [
    [A, "Frontend Engineer", "Engineering"],
    [A, "Payroll_Clerk", "Finance"],
    [A, "Growth 50% Lead", "Marketing"],
    [A, "Growth 500 Analyst", "Marketing"],
    [B, "Backend Engineer", "Engineering"],
    [B, "Ops_Lead", "Operations"],
    [B, "Sales 50% Rep", "Sales"],
  ];
  for (const [companyId, title, department] of jobsOf) {
    const job = await buildJob(db, companyId, { title, department });
    jobList.push({ id: job.id, companyId, title, department });
  }
  const candidatesOf: [number, string, string][] = [
    [0, "Asha Rao", "Applied"],
    [0, "Ben 50% Cole", "Interview"],
    [0, "Cara 500 Dey", "Applied"],
    [1, "Dev_Iyer", "Offered"],
    [1, "Asha Menon", "Joined"],
    [2, "Eli Shah", "Shortlisted"],
    [4, "Asha Kurup", "Applied"],
    [4, "Fay 50% Roy", "Interview"],
    [5, "Gus_Das", "Applied"],
    [5, "Hal 500 Sen", "Rejected"],
  ];
  for (const [index, name, status] of candidatesOf) {
    const job = jobList[index]!;
    const c = await buildCandidate(db, job, { name, status });
    candidateList.push({ id: c.id, companyId: job.companyId, jobId: job.id, name, status });
  }
  for (const [companyId, author] of [
    [A, za.id],
    [A, za.id],
    [A, r.id],
    [B, yb.id],
    [B, r.id],
  ] as const) {
    const tx = await buildTransaction(db, { companyId, createdBy: author });
    transactionList.push({ id: tx.id, companyId });
  }

  for (const [companyId, first, last] of [
    [A, "Anil", "Menon"],
    [A, "Bindu", "50% Nair"],
    [A, "Deepak", "500 Rao"],
    [A, "Esha", "Iyer_K"],
    [B, "Anil", "Kurup"],
    [B, "Farah", "50% Khan"],
    [B, "Hari", "Nath_S"],
  ] as const) {
    const e = await buildEmployee(db, companyId, { firstName: first, lastName: last });
    const name = `${first} ${last}`;
    employees.set(name, { id: e.id, companyId, client: await signIn(t, e.username, e.password), name });
  }
  const payrollsOf: [string, number, number, number][] = [
    ["Anil Menon", 1, 2025, 50_000],
    ["Anil Menon", 2, 2025, 51_000],
    ["Anil Menon", 12, 2024, 49_000],
    ["Bindu 50% Nair", 1, 2025, 40_000],
    ["Deepak 500 Rao", 1, 2025, 45_000],
    ["Esha Iyer_K", 2, 2025, 60_000],
    ["Anil Kurup", 1, 2025, 70_000],
    ["Anil Kurup", 2, 2025, 71_000],
    ["Farah 50% Khan", 1, 2025, 30_000],
    ["Hari Nath_S", 12, 2024, 33_000],
  ];
  for (const [name, month, year, baseSalary] of payrollsOf) {
    const e = employees.get(name)!;
    const taxAmount = baseSalary / 10;
    const benefitsAmount = baseSalary / 20;
    const row = await buildPayroll(db, e, { month, year, baseSalary, taxAmount, benefitsAmount });
    payList.push({
      id: row.id,
      companyId: e.companyId,
      userId: e.id,
      name,
      month,
      year,
      baseSalary,
      taxAmount,
      benefitsAmount,
    });
  }
});
afterAll(() => t?.close());

describe("jobs (jobs_list_*, their card counts in the page)", () => {
  const countsOf = (jobId: number) => {
    const mine = candidateList.filter((c) => c.jobId === jobId);
    const inStage = (stage: keyof typeof STAGE_STATUSES) =>
      mine.filter((c) => STAGE_STATUSES[stage].includes(c.status)).length;
    return {
      total: mine.length,
      new: inStage("new"),
      inProcess: inStage("inProcess"),
      success: inStage("success"),
    };
  };

  it("answers each company its own jobs, searched by title and department, with their card counts", async () => {
    for (const q of [undefined, "engineer", "marketing", "50%", "_", "lead"]) {
      const expected = (companyId: number | "all") =>
        jobList
          .filter((j) => companyId === "all" || j.companyId === companyId)
          .filter((j) => contains(q, j.title, j.department))
          .map((j) => j.id);
      const pages = [
        await expectList(adminA, "/api/jobs", { q }, expected(A)),
        await expectList(adminB, "/api/jobs", { q }, expected(B)),
        // An ADMIN's companyId never widens their view.
        await expectList(adminB, "/api/jobs", { q, companyId: A }, expected(B)),
        await expectList(root, "/api/jobs", { q }, expected("all")),
        await expectList(root, "/api/jobs", { q, companyId: A }, expected(A)),
      ];
      for (const job of pages.flat() as { id: number; candidateCounts: unknown }[])
        expect(job.candidateCounts, `job ${job.id}`).toEqual(countsOf(job.id));
    }
  });
});

describe("candidates (cands_list_*)", () => {
  it("GET /api/candidates: each company its own, by job, status and name; a SUPER_ADMIN's company filter", async () => {
    const [jobA, , , , jobB] = jobList;
    for (const jobId of [undefined, jobA!.id, jobB!.id]) {
      for (const status of [undefined, "Applied", "Interview"]) {
        for (const q of [undefined, "asha", "50%", "_"]) {
          const expected = (companyId: number | "all") =>
            candidateList
              .filter((c) => companyId === "all" || c.companyId === companyId)
              .filter((c) => jobId === undefined || c.jobId === jobId)
              .filter((c) => status === undefined || c.status === status)
              .filter((c) => contains(q, c.name))
              .map((c) => c.id);
          const params = { jobId, status, q };
          await expectList(adminA, "/api/candidates", params, expected(A));
          await expectList(adminB, "/api/candidates", params, expected(B));
          await expectList(root, "/api/candidates", params, expected("all"));
          await expectList(root, "/api/candidates", { ...params, companyId: B }, expected(B));
          await expectList(root, "/api/candidates", { ...params, companyId: A }, expected(A));
        }
      }
    }
  });

  it("GET /api/jobs/:id/candidates: the job's own candidates, searched; another company's job is 404", async () => {
    for (const q of [undefined, "asha", "50%", "_"]) {
      for (const job of jobList) {
        const expected = candidateList
          .filter((c) => c.jobId === job.id && contains(q, c.name))
          .map((c) => c.id);
        const admin = job.companyId === A ? adminA : adminB;
        await expectList(admin, `/api/jobs/${job.id}/candidates`, { q }, expected);
        await expectList(root, `/api/jobs/${job.id}/candidates`, { q }, expected);
        const other = job.companyId === A ? adminB : adminA;
        expect((await other.get(urlOf(`/api/jobs/${job.id}/candidates`, { q }))).statusCode).toBe(404);
      }
    }
  });
});

describe("transactions (tx_list_*)", () => {
  it("answers each company its own; a SUPER_ADMIN every company's or one", async () => {
    const expected = (companyId: number | "all") =>
      transactionList.filter((x) => companyId === "all" || x.companyId === companyId).map((x) => x.id);
    for (let round = 0; round < 2; round += 1) {
      await expectList(adminA, `/api/companies/${A}/transactions`, {}, expected(A));
      await expectList(adminB, `/api/companies/${B}/transactions`, {}, expected(B));
      await expectList(root, `/api/companies/${A}/transactions`, {}, expected(A));
      await expectList(root, "/api/transactions", {}, expected("all"));
      await expectList(root, "/api/transactions", { companyId: B }, expected(B));
      await expectList(root, "/api/transactions", { companyId: A }, expected(A));
    }
  });
});

describe("payroll (pay_list_*, pay_summary)", () => {
  const months = [undefined, 1, 12];
  const years = [undefined, 2025, 2024];

  it("a company's rows: A then B, by month, year and name", async () => {
    for (const month of months) {
      for (const year of years) {
        for (const q of [undefined, "anil", "50%", "_", "anil kurup"]) {
          const expected = (companyId: number) =>
            payList
              .filter((p) => p.companyId === companyId)
              .filter((p) => month === undefined || p.month === month)
              .filter((p) => year === undefined || p.year === year)
              .filter((p) => contains(q, p.name, ...p.name.split(" ")))
              .map((p) => p.id);
          const params = { month, year, q };
          await expectList(adminA, `/api/companies/${A}/payrolls`, params, expected(A));
          await expectList(adminB, `/api/companies/${B}/payrolls`, params, expected(B));
          await expectList(root, `/api/companies/${A}/payrolls`, params, expected(A));
        }
      }
    }
  });

  it("the summary of a company's month: A then B, each its own sums", async () => {
    for (const [month, year] of [
      [1, 2025],
      [2, 2025],
      [12, 2024],
      [3, 2025],
    ] as const) {
      for (const [client, companyId] of [
        [adminA, A],
        [adminB, B],
        [root, A],
      ] as const) {
        const rows = payList.filter((p) => p.companyId === companyId && p.month === month && p.year === year);
        const sum = (pick: (p: Pay) => number) => rows.reduce((s, p) => s + pick(p), 0);
        const res = await client.get(urlOf(`/api/companies/${companyId}/payroll-summary`, { month, year }));
        expect(res.statusCode).toBe(200);
        expect(res.json(), `${companyId} ${month}/${year}`).toEqual({
          totalSalary: sum((p) => p.baseSalary),
          totalTax: sum((p) => p.taxAmount),
          totalBenefits: sum((p) => p.benefitsAmount),
        });
      }
    }
  });

  it("one's own rows (GET /api/payrolls), of a year or all: each person theirs, one after the other", async () => {
    for (const year of years) {
      for (const name of ["Anil Menon", "Esha Iyer_K", "Anil Kurup", "Hari Nath_S"]) {
        const e = employees.get(name)!;
        const mine = payList.filter((p) => p.userId === e.id && (year === undefined || p.year === year));
        await expectList(
          e.client,
          "/api/payrolls",
          { year },
          mine.map((p) => p.id),
        );
      }
    }
  });
});
