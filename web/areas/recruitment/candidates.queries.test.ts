import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CandidateDto } from "../../../shared/recruitment/candidates.schema";
import type { Page } from "../../lib/api";
import {
  type CandidateMove,
  candidateKeys,
  candidateStatusPath,
  candidatesPath,
  moveCandidateOptions,
} from "./candidates.queries";
import { jobKeys } from "./jobs.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("candidate query keys", () => {
  it("let a change of candidates reach every page of the table and the board", () => {
    expect(
      reaches(candidateKeys.lists(), candidateKeys.page({ companyId: "all", jobId: null, page: 3 })),
    ).toBe(true);
    expect(reaches(candidateKeys.lists(), candidateKeys.board({ companyId: 4, jobId: 9 }))).toBe(true);
    expect(reaches(candidateKeys.lists(), candidateKeys.moves())).toBe(false);
  });

  it("give each company, job and page its own key, apart from the jobs area's", () => {
    const first = candidateKeys.page({ companyId: 3, jobId: null, page: 1 });
    expect(first).not.toEqual(candidateKeys.page({ companyId: 3, jobId: null, page: 2 }));
    expect(first).not.toEqual(candidateKeys.page({ companyId: 3, jobId: 7, page: 1 }));
    expect(first).not.toEqual(candidateKeys.page({ companyId: "all", jobId: null, page: 1 }));
    expect(candidateKeys.all[0]).not.toBe(jobKeys.all[0]);
  });
});

describe("GET /api/candidates parameters (recruitment.md §1, §6.3)", () => {
  it("sends no companyId for all companies and no jobId for all jobs", () => {
    expect(candidatesPath({ companyId: "all", jobId: null }, { limit: 25, offset: 0 })).toBe(
      "/api/candidates?limit=25&offset=0",
    );
  });

  it("names the company, the job and the page", () => {
    expect(candidatesPath({ companyId: 2, jobId: 14 }, { limit: 25, offset: 50 })).toBe(
      "/api/candidates?companyId=2&jobId=14&limit=25&offset=50",
    );
  });
});

const asha: CandidateDto = {
  id: 5,
  jobId: 12,
  companyId: 2,
  jobTitle: "Backend Engineer",
  jobDepartment: "Engineering",
  name: "Asha Menon",
  relevantExperience: 3.5,
  expectedCtc: 1200000,
  joinTimeframe: "Within 1 month",
  communicationSkillRating: 8,
  cvFilePath: "/api/files/0123456789abcdef0123456789abcdef.pdf",
  introVideoPath: null,
  status: "Applied",
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
};

/** A client holding the board's list, as the screen had it before the move. */
function clientWithBoard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const key = candidateKeys.board({ companyId: "all", jobId: null });
  client.setQueryData<Page<CandidateDto>>(key, { items: [asha], total: 1, serverPaged: true });
  const shown = () => client.getQueryData<Page<CandidateDto>>(key)?.items[0];
  return { client, shown };
}

/** Stands in for fetch: records each call and answers it when the test says so. */
function stubFetch() {
  const calls: { url: string; init: RequestInit; answer: (status: number, body: unknown) => void }[] = [];
  vi.stubGlobal(
    "fetch",
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          init,
          answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
        });
      }),
  );
  return calls;
}

const move = (client: QueryClient, variables: CandidateMove) =>
  new MutationObserver(client, moveCandidateOptions(client)).mutate(variables);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a move on the board (recruitment.md §4, §6.3)", () => {
  it("sends PATCH /api/candidates/{id}/status with the status alone, and keeps the server's answer", async () => {
    const calls = stubFetch();
    const { client, shown } = clientWithBoard();
    const done = move(client, { candidate: asha, status: "Interview" });
    const call = await vi.waitFor(() => calls[0] ?? Promise.reject(new Error("nothing sent yet")));
    expect(call.url).toBe(candidateStatusPath(5));
    expect(call.url).toBe("/api/candidates/5/status");
    expect(call.init.method).toBe("PATCH");
    expect(JSON.parse(String(call.init.body))).toEqual({ status: "Interview" });
    // The card moved before the server answered.
    expect(shown()?.status).toBe("Interview");
    // Another admin renamed the candidate meanwhile: the answer carries it.
    call.answer(200, { ...asha, name: "Asha M.", status: "Interview" });
    await done;
    expect(shown()).toMatchObject({ name: "Asha M.", status: "Interview" });
  });

  it("puts the card back when the move is refused", async () => {
    const calls = stubFetch();
    const { client, shown } = clientWithBoard();
    const done = move(client, { candidate: asha, status: "Rejected" });
    const call = await vi.waitFor(() => calls[0] ?? Promise.reject(new Error("nothing sent yet")));
    expect(shown()?.status).toBe("Rejected");
    call.answer(404, { message: "Candidate not found" });
    await expect(done).rejects.toMatchObject({ status: 404 });
    expect(shown()?.status).toBe("Applied");
  });
});
