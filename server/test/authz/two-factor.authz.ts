import { anySignedIn, type MatrixCase } from "../authz-matrix";

/**
 * One's own two-factor sign-in (docs/product/accounts.md §1 and §3.1, settings.md §10): anyone signed in,
 * about themselves only, so no company is involved. The matrix's callers have it off: enabling needs a
 * setup first and disabling needs it on, both 400 for everyone signed in (the API tests cover the rest).
 */
export const twoFactorMatrix: MatrixCase[] = [
  {
    route: "GET /api/user/two-factor",
    method: "GET",
    request: () => ({ url: "/api/user/two-factor" }),
    expect: anySignedIn(),
  },
  {
    route: "POST /api/user/two-factor/setup",
    method: "POST",
    request: () => ({ url: "/api/user/two-factor/setup" }),
    expect: anySignedIn(),
  },
  {
    route: "POST /api/user/two-factor/enable (no setup started)",
    method: "POST",
    request: () => ({ url: "/api/user/two-factor/enable", body: { code: "123456" } }),
    expect: anySignedIn(400),
  },
  {
    route: "POST /api/user/two-factor/disable (two-factor off)",
    method: "POST",
    request: () => ({ url: "/api/user/two-factor/disable", body: { code: "123456" } }),
    expect: anySignedIn(400),
  },
];
