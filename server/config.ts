import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TIMEZONE, isTimeZone } from "../shared/common/time.rules";
import {
  SECURITY_LOG_RETENTION_DEFAULT_DAYS,
  SECURITY_LOG_RETENTION_MAX_DAYS,
  SECURITY_LOG_RETENTION_MIN_DAYS,
} from "../shared/security-logs/security-logs.rules";
import {
  PERSONAL_DATA_RETENTION_DEFAULT_DAYS,
  PERSONAL_DATA_RETENTION_MAX_DAYS,
  PERSONAL_DATA_RETENTION_MIN_DAYS,
} from "../shared/users/personal-data.rules";
import { MIN_PASSWORD_TIME_COST } from "./lib/passwords";

/** More passes than this takes seconds a password: a typo, not a setting. */
const MAX_PASSWORD_TIME_COST = 100;

/** More app processes than this is a typo, not a machine (each opens a pool of 20 connections). */
const MAX_WEB_CONCURRENCY = 64;

const envSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SUPER_ADMIN_EMAIL: z.string().email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("HR <no-reply@localhost>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CHAT_WIDGET_SRC: z.string().url().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  PASSWORD_HASH_TIME_COST: z.coerce
    .number()
    .int()
    .min(
      MIN_PASSWORD_TIME_COST,
      `must be at least ${MIN_PASSWORD_TIME_COST} (argon2id's passes; never weaker)`,
    )
    .max(MAX_PASSWORD_TIME_COST)
    .default(MIN_PASSWORD_TIME_COST),
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(720).default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
  PLATFORM_TIMEZONE: z
    .string()
    .default(DEFAULT_TIMEZONE)
    .refine(isTimeZone, "must be an IANA time zone name, e.g. Asia/Kolkata"),
  SECURITY_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(SECURITY_LOG_RETENTION_MIN_DAYS)
    .max(SECURITY_LOG_RETENTION_MAX_DAYS)
    .default(SECURITY_LOG_RETENTION_DEFAULT_DAYS),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || trustedProxiesOf(value).every(isTrustedProxyEntry),
      "must list the reverse proxies' addresses: IP addresses, CIDR ranges, or loopback, linklocal, uniquelocal",
    ),
  SUPER_ADMIN_TWO_FACTOR: z.enum(["required", "optional"]).optional(),
  PERSONAL_DATA_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(PERSONAL_DATA_RETENTION_MIN_DAYS)
    .max(PERSONAL_DATA_RETENTION_MAX_DAYS)
    .default(PERSONAL_DATA_RETENTION_DEFAULT_DAYS),
  WEB_CONCURRENCY: z.coerce.number().int().positive().max(MAX_WEB_CONCURRENCY).optional(),
});

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  /** The origin of APP_URL, compared with the Origin header of mutations. */
  appOrigin: string;
  secureCookies: boolean;
  sessionSecret: string;
  superAdmin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  chatWidgetSrc: string | undefined;
  authRateLimit: number;
  /**
   * argon2id's passes for a new password (PASSWORD_HASH_TIME_COST, at least and by default 2); a stored hash
   * keeps the passes it was made with (docs/product/accounts.md §9).
   */
  passwordTimeCost: number;
  /** A session ends after this many hours without a request (docs/product/accounts.md §5). */
  sessionIdleHours: number;
  /** …and this many days after sign-in, whatever happens. */
  sessionMaxDays: number;
  /** The platform's IANA time zone: the super admin dashboard's days, and a company-less user's "today". */
  platformTimezone: string;
  /** Days a security log row is kept before the daily retention removes it (docs/product/security-logs.md §8). */
  securityLogRetentionDays: number;
  /** Days after a removal before the person's details are erased (docs/product/employees.md §9). */
  personalDataRetentionDays: number;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (their addresses or ranges); empty: none, and
   * the address that connected is the client's. Read for the log's IP address, sessions and rate limits.
   */
  trustProxy: string[];
  /**
   * SUPER_ADMINs must sign in with a second factor (docs/product/accounts.md §3.2): SUPER_ADMIN_TWO_FACTOR
   * `required` or `optional`; unset, required when NODE_ENV=production.
   */
  superAdminTwoFactorRequired: boolean;
  /**
   * App processes that serve (server/cluster.ts): WEB_CONCURRENCY, by default one per core with
   * PostgreSQL; always 1 with the embedded database, which only one process may open.
   */
  webConcurrency: number;
  /** WEB_CONCURRENCY as given (undefined when unset), so the start can say why it was not followed. */
  webConcurrencyRequested: number | undefined;
}

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);

function trustedProxiesOf(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** An address, a CIDR range of one, or one of proxy-addr's names for ranges. Never "everyone". */
function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const kind = isIP(address ?? "");
  if (kind === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix >= 0 && prefix <= (kind === 4 ? 32 : 128);
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));

/** Parses the environment once; invalid settings stop the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new Error("SESSION_SECRET is required when NODE_ENV=production");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    secureCookies: appUrl.startsWith("https:"),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    superAdmin:
      e.SUPER_ADMIN_EMAIL && e.SUPER_ADMIN_PASSWORD
        ? { email: e.SUPER_ADMIN_EMAIL, password: e.SUPER_ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    chatWidgetSrc: e.CHAT_WIDGET_SRC,
    authRateLimit: e.AUTH_RATE_LIMIT,
    passwordTimeCost: e.PASSWORD_HASH_TIME_COST,
    sessionIdleHours: e.SESSION_IDLE_HOURS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    platformTimezone: e.PLATFORM_TIMEZONE,
    securityLogRetentionDays: e.SECURITY_LOG_RETENTION_DAYS,
    personalDataRetentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
    trustProxy: e.TRUST_PROXY ? trustedProxiesOf(e.TRUST_PROXY) : [],
    superAdminTwoFactorRequired:
      (e.SUPER_ADMIN_TWO_FACTOR ?? (e.NODE_ENV === "production" ? "required" : "optional")) === "required",
    webConcurrency: e.DATABASE_URL
      ? (e.WEB_CONCURRENCY ?? Math.min(availableParallelism(), MAX_WEB_CONCURRENCY))
      : 1,
    webConcurrencyRequested: e.WEB_CONCURRENCY,
  };
}

function readOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
