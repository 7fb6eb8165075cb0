import { eq } from "drizzle-orm";
import { sessions } from "../../areas/auth/sessions.table";
import { buildEmployee } from "../../db/seed/factories";
import { signIn } from "../accounts";
import { anySignedIn, type MatrixCase, type MatrixWorld } from "../authz-matrix";

/** A fresh person of that company, signed in: the public id of their session. */
async function someoneElsesSession(w: MatrixWorld, company: { id: number }): Promise<string> {
  const person = await buildEmployee(w.t.database.db, company.id);
  await signIn(w.t, person.username, person.password);
  const [row] = await w.t.database.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.userId, person.id));
  return row!.publicId;
}

/**
 * One's own sessions (docs/product/accounts.md §1, settings.md §9): anyone signed in, about their own
 * sessions only. Another person's session is not found (404), whoever asks, even in one's own company.
 */
export const sessionsMatrix: MatrixCase[] = [
  {
    route: "GET /api/user/sessions",
    method: "GET",
    request: () => ({ url: "/api/user/sessions" }),
    expect: anySignedIn(),
  },
  {
    // One's own other session signs out with 204 (server/areas/auth/own-sessions.api.test.ts).
    route: "DELETE /api/user/sessions/:id (someone else's session)",
    method: "DELETE",
    request: async (w, company) => ({ url: `/api/user/sessions/${await someoneElsesSession(w, company)}` }),
    expect: {
      anonymous: 401,
      employee: 404,
      employeeOther: 404,
      adminOwn: 404,
      adminOther: 404,
      superAdmin: 404,
    },
  },
  {
    // The matrix's callers have one session each: nothing else to end, and their own stays.
    route: "POST /api/user/sessions/sign-out-others",
    method: "POST",
    request: () => ({ url: "/api/user/sessions/sign-out-others" }),
    expect: anySignedIn(),
  },
];
