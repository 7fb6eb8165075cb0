/**
 * Zod without its compiled fast path. To decide whether it may compile, Zod probes `new Function`, which
 * the app's content security policy (no `unsafe-eval`) refuses and reports as a violation on every page.
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of it), so this sets
 * `jitless` there without importing Zod into the first download; main.tsx imports it first, before any
 * schema parses. zodSetup.test.ts checks that Zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
