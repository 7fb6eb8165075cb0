import {
  buildCandidate,
  buildJob,
  buildUploadedFile,
  JOB_FIELDS,
} from "../../areas/recruitment/recruitment.fixtures";
import { companyAdminRoute, type MatrixCase, type MatrixWorld } from "../authz-matrix";

/** Who may call each recruitment route (docs/product/recruitment.md §1): a company's administrators only. */

/** A list: every administrator gets 200 (an ADMIN naming another company still sees only their own). */
const administratorsList = {
  anonymous: 401,
  employee: 403,
  employeeOther: 403,
  adminOwn: 200,
  adminOther: 200,
  superAdmin: 200,
};

const candidateBody = async (w: MatrixWorld, company: { id: number }) => {
  const job = await buildJob(w.t.database.db, company.id);
  const cvFilePath = await buildUploadedFile(w.t.database.db, {
    userId: w.adminA.userId,
    companyId: w.companyA.id,
  });
  return { jobId: job.id, name: "Matrix Candidate", relevantExperience: 2, expectedCtc: 600000, cvFilePath };
};

const candidateOf = async (w: MatrixWorld, company: { id: number }) =>
  buildCandidate(w.t.database.db, await buildJob(w.t.database.db, company.id));

export const recruitmentMatrix: MatrixCase[] = [
  {
    route: "GET /api/jobs",
    method: "GET",
    request: (_w, company) => ({ url: `/api/jobs?companyId=${company.id}` }),
    expect: administratorsList,
  },
  {
    route: "GET /api/jobs/:id",
    method: "GET",
    request: async (w, company) => ({ url: `/api/jobs/${(await buildJob(w.t.database.db, company.id)).id}` }),
    expect: companyAdminRoute(),
  },
  {
    route: "GET /api/jobs/:id/candidates",
    method: "GET",
    request: async (w, company) => ({
      url: `/api/jobs/${(await buildJob(w.t.database.db, company.id)).id}/candidates`,
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "POST /api/jobs",
    method: "POST",
    request: (_w, company) => ({ url: "/api/jobs", body: { ...JOB_FIELDS, companyId: company.id } }),
    expect: companyAdminRoute(201),
  },
  {
    route: "PUT /api/jobs/:id",
    method: "PUT",
    request: async (w, company) => ({
      url: `/api/jobs/${(await buildJob(w.t.database.db, company.id)).id}`,
      body: { ...JOB_FIELDS, title: "Renamed" },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "DELETE /api/jobs/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/jobs/${(await buildJob(w.t.database.db, company.id)).id}` }),
    expect: companyAdminRoute(204),
  },
  {
    route: "GET /api/candidates",
    method: "GET",
    request: (_w, company) => ({ url: `/api/candidates?companyId=${company.id}` }),
    expect: administratorsList,
  },
  {
    route: "POST /api/candidates",
    method: "POST",
    request: async (w, company) => ({ url: "/api/candidates", body: await candidateBody(w, company) }),
    expect: companyAdminRoute(201),
  },
  {
    route: "PUT /api/candidates/:id",
    method: "PUT",
    request: async (w, company) => {
      const candidate = await candidateOf(w, company);
      return {
        url: `/api/candidates/${candidate.id}`,
        body: {
          jobId: candidate.jobId,
          name: "Moved",
          relevantExperience: 1,
          expectedCtc: 500000,
          cvFilePath: candidate.cvFilePath,
          status: "Interview",
        },
      };
    },
    expect: companyAdminRoute(),
  },
  {
    route: "PATCH /api/candidates/:id/status",
    method: "PATCH",
    request: async (w, company) => ({
      url: `/api/candidates/${(await candidateOf(w, company)).id}/status`,
      body: { status: "Offered" },
    }),
    expect: companyAdminRoute(),
  },
  {
    route: "DELETE /api/candidates/:id",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/candidates/${(await candidateOf(w, company)).id}` }),
    expect: companyAdminRoute(204),
  },
];
