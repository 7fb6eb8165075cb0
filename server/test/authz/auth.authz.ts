import type { MatrixCase } from "../authz-matrix";

/** Every signed-in person may ask who they are and whether they have verified their address. */
const anyoneSignedIn = {
  anonymous: 401,
  employee: 200,
  employeeOther: 200,
  adminOwn: 200,
  adminOther: 200,
  superAdmin: 200,
};

/** Who may call each signed-in account route: anyone signed in, about themselves only. */
export const authMatrix: MatrixCase[] = [
  {
    route: "GET /api/user",
    method: "GET",
    request: () => ({ url: "/api/user" }),
    expect: anyoneSignedIn,
  },
  {
    route: "GET /api/verification-status",
    method: "GET",
    request: () => ({ url: "/api/verification-status" }),
    expect: anyoneSignedIn,
  },
  {
    route: "POST /api/resend-verification (already verified)",
    method: "POST",
    request: () => ({ url: "/api/resend-verification" }),
    expect: anyoneSignedIn,
  },
];
