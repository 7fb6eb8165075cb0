import { Secret } from "otpauth";
import { encryptSecret } from "../../areas/auth/two-factor.crypto";
import { twoFactorCredentials } from "../../areas/auth/two-factor.table";
import { buildEmployee } from "../../db/seed/factories";
import { anySignedIn, type MatrixCase, superAdminRoute } from "../authz-matrix";

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

/**
 * Resetting someone's second factor (accounts.md §3.3): the platform operator's alone; the target is a
 * person of the record's company whose two-factor sign-in is on.
 */
export const twoFactorResetMatrix: MatrixCase[] = [
  {
    route: "DELETE /api/users/:id/two-factor",
    method: "DELETE",
    request: async ({ t }, company) => {
      const person = await buildEmployee(t.database.db, company.id);
      await t.database.db.insert(twoFactorCredentials).values({
        userId: person.id,
        secretEncrypted: encryptSecret(new Secret({ size: 20 }).base32, t.config.sessionSecret),
        enabledAt: t.clock.now(),
      });
      return { url: `/api/users/${person.id}/two-factor` };
    },
    expect: superAdminRoute(204),
  },
];
