import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasControlCharacters } from "../../../shared/common/text.schema";
import { buildAdmin, buildCompany, buildUser } from "../../db/seed/factories";
import { signIn } from "../accounts";
import { type Client, createTestApp, type TestApp } from "../harness";
import { STORABLE_STRINGS } from "./bad-values";

/**
 * Text that is stored comes back literally (issue 13 §4): a name, a description or a comment posted to a
 * create route is answered byte for byte as sent, and a later read gives it back the same — HTML and SQL
 * payloads, emoji, combining marks, other scripts included. Generated with fast-check, seed FUZZ_SEED.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260513);
const RUNS = Number(process.env.FUZZ_TEXT_RUNS ?? 25);

let t: TestApp;
let company: { id: number };
let admin: Client;
let root: Client;
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-05-13T06:00:00Z");
  const db = t.database.db;
  company = await buildCompany(db, { name: "Round Trip" });
  const a = await buildAdmin(db, company.id);
  const su = await buildUser(db, { role: "SUPER_ADMIN" });
  admin = await signIn(t, a.username, a.password);
  root = await signIn(t, su.username, su.password);
});
afterAll(() => {
  console.info(`stored-text round trip: ${tried} requests, seed ${SEED} (FUZZ_SEED to replay)`);
  return t?.close();
});

/** Text a field takes as it is: trimmed already, free of control characters, within its bound. */
const storable = (max: number, multiline: boolean) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
      { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 40 }) },
      { weight: 2, arbitrary: fc.constantFrom(...STORABLE_STRINGS) },
      // Half of a surrogate pair is not Unicode: no database can keep it, so it must be refused, not changed.
      { weight: 1, arbitrary: fc.constantFrom("a\uD800b", "x\uDC00", "\uDBFF\uDBFF y") },
      {
        weight: 2,
        arbitrary: fc
          .array(
            fc.oneof(fc.constantFrom(...STORABLE_STRINGS), fc.string({ unit: "grapheme", maxLength: 8 })),
            {
              minLength: 2,
              maxLength: 5,
            },
          )
          .map((parts) => parts.join(multiline ? "\n" : " ")),
      },
    )
    .filter((s) => s.length >= 1 && s.length <= max && s.trim() === s && !hasControlCharacters(s, multiline));

const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

let day = 0;
/** A different date for each holiday (one holiday per company and date). */
const nextDate = () => {
  day += 1;
  const d = new Date(Date.UTC(2027, 0, 1) + day * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/**
 * Stored text must come back literally; text that cannot be stored (a lone surrogate is not Unicode) must
 * be refused with a 400, never changed on the way in.
 */
async function roundTrip(
  sent: Record<string, string>,
  create: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
  read: (created: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>,
) {
  tried += 1;
  const res = await create();
  if (process.env.FUZZ_DEBUG)
    console.log(res.statusCode, JSON.stringify(sent).slice(0, 120), res.body.slice(0, 120));
  const wellFormed = Object.values(sent).every((v) => !/[\uD800-\uDFFF]/u.test(v));
  if (!wellFormed) {
    expect(res.statusCode, res.body).toBe(400);
    return;
  }
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Record<string, unknown>;
  tried += 1;
  const again = await read(created);
  for (const [field, value] of Object.entries(sent)) {
    expect(created[field], `${field} in the answer`).toBe(value);
    expect(again?.[field], `${field} read again`).toBe(value);
  }
}

describe("stored text comes back literally", () => {
  it("a holiday's name and description", async () => {
    await fc.assert(
      fc.asyncProperty(storable(100, false), storable(5000, true), async (name, description) => {
        await roundTrip(
          { name, description },
          () => admin.post(`/api/companies/${company.id}/holidays`, { name, description, date: nextDate() }),
          async (created) => {
            const list = await admin.get(`/api/companies/${company.id}/holidays?limit=500`);
            return (list.json() as { id: number }[]).find((h) => h.id === created.id);
          },
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("a job's title and description", async () => {
    await fc.assert(
      fc.asyncProperty(storable(100, false), storable(5000, true), async (title, description) => {
        await roundTrip(
          { title, description },
          () =>
            admin.post("/api/jobs", {
              title,
              description,
              department: "Engineering",
              location: "Remote",
              employmentType: "Full-time",
              experienceLevel: "Senior",
              requiredSkills: "TypeScript",
              qualifications: "Any",
              experienceDetails: "Five years",
            }),
          async (created) => (await admin.get(`/api/jobs/${created.id}`)).json(),
        );
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it("a transaction's comment", async () => {
    await fc.assert(
      fc.asyncProperty(storable(5000, true), async (comment) => {
        await roundTrip(
          { comment },
          () => root.post("/api/transactions", { companyId: company.id, amount: 1250, comment }),
          async (created) => {
            const list = await root.get(`/api/transactions?companyId=${company.id}&limit=500`);
            return (list.json() as { id: number }[]).find((x) => x.id === created.id);
          },
        );
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });

  it("a company's name and description", async () => {
    await fc.assert(
      fc.asyncProperty(storable(100, false), storable(5000, true), async (name, description) => {
        await roundTrip(
          { name, description },
          () => root.post("/api/companies", { name, description, logo: TINY_PNG }),
          async (created) => (await root.get(`/api/companies/${created.id}`)).json(),
        );
      }),
      { seed: SEED + 3, numRuns: RUNS },
    );
  });
});
