// The Lighthouse suite (issue 14): builds the web app if stale, seeds the demo data set into a temporary
// DATA_DIR, boots the server on it and runs Lighthouse (performance, accessibility, best practices) on
// /auth signed out and on the admin's dashboard, attendance, recruitment and payroll pages signed in.
// Each page twice: with Lighthouse's default config — mobile emulation (Moto G Power) with simulated
// throttling (slow 4G, 4× CPU slowdown) — and with its desktop config (a desktop screen, 40 ms round trips,
// 10 Mbit/s, no CPU slowdown), where an HR team's admins work. Chromium is Debian's (/usr/bin/chromium or
// CHROMIUM_PATH), never a download.
// Targets: performance ≥ 95, accessibility 100, best practices ≥ 95.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { buildIfStale, seedDemo } from "./app-setup";
import { Cleanup } from "./cleanup";
import { log } from "./log";
import { freePort, ROOT, startServer } from "./processes";
import { signIn } from "./sign-in";

const TARGETS = { performance: 95, accessibility: 100, "best-practices": 95 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
/** docs: the demo seed's ADMIN of Kochi Labs, whose company runs payroll. */
const ADMIN = "anita@kochilabs.test";
const BUILT_INDEX = path.join(ROOT, "dist/web/index.html");

interface PageCase {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: PageCase[] = [
  { name: "sign-in", path: "/auth", signedIn: false },
  { name: "admin dashboard", path: "/", signedIn: true },
  { name: "attendance", path: "/attendance", signedIn: true },
  { name: "recruitment", path: "/recruitment", signedIn: true },
  { name: "payroll", path: "/payrolls", signedIn: true },
];

type FormFactor = "mobile" | "desktop";
const FORM_FACTORS: FormFactor[] = ["mobile", "desktop"];

interface PageResult {
  formFactor: FormFactor;
  name: string;
  path: string;
  scores: Record<string, number>;
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number; siMs: number };
  lcpElement: string | null;
  /** What the performance score is made of: bytes downloaded, main-thread work, the slowest scripts. */
  diagnostics: { transferKb: number; mainThreadMs: number; scripts: Array<{ url: string; ms: number }> };
  failing: Array<{ category: string; id: string; title: string; score: number | null; detail: string }>;
  runs: Array<Record<string, number>>;
  /** Lighthouse's measure of the host's CPU in each run (its docs: a high-end desktop scores 1500–2000). */
  benchmarkIndexes: number[];
  /** Lighthouse's own warnings about the run (a host slower than it expects among them). */
  warnings: string[];
}

function settings(env: NodeJS.ProcessEnv) {
  const runs = Number.parseInt(env.BENCH_LH_RUNS ?? "", 10);
  const only = env.BENCH_LH_PAGES?.split(",").map((s) => s.trim());
  return {
    runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
    pages: only ? PAGES.filter((p) => only.some((o) => p.path === o || p.name.includes(o))) : PAGES,
    chromium: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    /** Where to write each run's whole report, for a closer look (none unless set). */
    fullReports: env.BENCH_LH_FULL_DIR,
    formFactors: env.BENCH_LH_FORM_FACTORS
      ? FORM_FACTORS.filter((f) => env.BENCH_LH_FORM_FACTORS!.split(",").includes(f))
      : FORM_FACTORS,
    categories: env.BENCH_LH_CATEGORIES
      ? CATEGORIES.filter((c) => env.BENCH_LH_CATEGORIES!.split(",").includes(c))
      : CATEGORIES,
  };
}

/** Debian's Chromium, installed when missing (as `npm test` does): scripts/ensure-chromium.mjs. */
function ensureChromium() {
  const run = spawnSync(
    process.execPath,
    ["-e", "import('./scripts/ensure-chromium.mjs').then((m) => m.ensureChromium())"],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error(`Chromium could not be installed (${run.status})`);
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function lcpElementOf(lhr: Lhr): string | null {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }> }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ""} ${node.snippet ?? ""}`.trim() : null;
}

function diagnosticsOf(lhr: Lhr, baseUrl: string): PageResult["diagnostics"] {
  const bootup = (lhr.audits["bootup-time"]?.details as { items?: Array<{ url: string; total: number }> })
    ?.items;
  return {
    transferKb: Math.round(numeric(lhr, "total-byte-weight") / 1024),
    mainThreadMs: Math.round(numeric(lhr, "mainthread-work-breakdown")),
    scripts: (bootup ?? [])
      .slice(0, 5)
      .map((item) => ({ url: item.url.replace(baseUrl, ""), ms: Math.round(item.total) })),
  };
}

/** The audits of a category that did not pass, with the first few offending items named. */
function failingAudits(lhr: Lhr, categories: Category[]): PageResult["failing"] {
  const failing: PageResult["failing"] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      if (category === "performance" && ref.weight === 0 && audit.score >= 0.5) continue;
      // Most audits list items; a few keep an object there (not a list of offenders).
      const listed = (audit.details as { items?: unknown } | undefined)?.items;
      const items = (Array.isArray(listed) ? listed : []).slice(0, 8);
      const detail = items
        .map((item) => {
          const i = item as {
            node?: { snippet?: string; explanation?: string };
            url?: string;
            description?: string;
          };
          if (i.node)
            return `${i.node.snippet ?? ""}${i.node.explanation ? ` (${i.node.explanation.split("\n").slice(1).join(" ").trim()})` : ""}`;
          return i.url ?? i.description ?? "";
        })
        .filter(Boolean)
        .join(" | ");
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        detail: detail.slice(0, 2000),
      });
    }
  }
  return failing;
}

/** A metric for the table: "–" when performance was not measured (BENCH_LH_CATEGORIES). */
const shown = (value: number) => (Number.isFinite(value) ? String(value) : "–");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run; a run that fails to load (NO_FCP on a busy machine) is tried again, twice at most. */
async function auditPage(
  port: number,
  url: string,
  cookie: string | null,
  categories: Category[],
  formFactor: FormFactor,
  attempts = 3,
): Promise<Lhr> {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: categories,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const error = result.lhr.runtimeError;
  if (!error) return result.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${error.code} ${error.message}`);
  log(`lighthouse: ${url} failed (${error.code}), trying again`);
  return auditPage(port, url, cookie, categories, formFactor, attempts - 1);
}

export async function main(): Promise<number> {
  const s = settings(process.env);
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-lh-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  const startedAt = new Date();
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.runAll().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    buildIfStale(["web"]);
    ensureChromium();
    const builtAt = statSync(BUILT_INDEX).mtimeMs;
    const dataDir = path.join(tmp, "data");
    log("lighthouse: seeding the demo data set");
    seedDemo(dataDir);
    const port = await freePort();
    const server = await startServer({
      script: "server/index.ts",
      port,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: `http://localhost:${port}`,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "1000000",
      },
      readyPath: "/api/health",
    });
    cleanup.add("stop server", () => server.stop());
    const baseUrl = `http://localhost:${port}`;
    const cookie = await signIn(baseUrl, ADMIN);
    // A page's first draw after a start loads its code on the server (server/lib/page-html.ts warms every
    // page a second after the start); one visit of each makes sure that is done before it is measured.
    for (const page of s.pages.filter((p) => p.signedIn))
      await (await fetch(baseUrl + page.path, { headers: { cookie } })).text();

    mkdirSync(path.join(tmp, "chromium"));
    const chrome = await chromeLauncher.launch({
      chromePath: s.chromium,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      userDataDir: path.join(tmp, "chromium"),
      logLevel: "silent",
    });
    cleanup.add("stop chromium", () => chrome.kill());
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();

    const results: PageResult[] = [];
    for (const formFactor of s.formFactors)
      for (const page of s.pages) {
        const lhrs: Lhr[] = [];
        for (let run = 0; run < s.runs; run++) {
          log(`lighthouse: ${formFactor} ${page.path} run ${run + 1}/${s.runs}`);
          const sessionCookie = page.signedIn ? cookie : null;
          const lhr = await auditPage(
            chrome.port,
            baseUrl + page.path,
            sessionCookie,
            s.categories,
            formFactor,
          );
          lhrs.push(lhr);
          if (s.fullReports) {
            mkdirSync(s.fullReports, { recursive: true });
            const name = `${formFactor}-${page.name.replace(/\W+/g, "-")}-${run + 1}.json`;
            writeFileSync(path.join(s.fullReports, name), JSON.stringify(lhr));
          }
        }
        const perf = (l: Lhr) => l.categories.performance?.score ?? 0;
        // The run of median performance stands for the page (Lighthouse's advice for variable runs).
        const byPerf = [...lhrs].sort((a, b) => perf(a) - perf(b));
        const lhr = byPerf[Math.floor(byPerf.length / 2)]!;
        const scoresOf = (l: Lhr) =>
          Object.fromEntries(s.categories.map((c) => [c, Math.round((l.categories[c]?.score ?? 0) * 100)]));
        results.push({
          formFactor,
          name: page.name,
          path: page.path,
          scores: Object.fromEntries(s.categories.map((c) => [c, median(lhrs.map((l) => scoresOf(l)[c]!))])),
          metrics: {
            lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
            tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
            cls: Math.round(numeric(lhr, "cumulative-layout-shift") * 1000) / 1000,
            fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
            siMs: Math.round(numeric(lhr, "speed-index")),
          },
          lcpElement: lcpElementOf(lhr),
          diagnostics: diagnosticsOf(lhr, baseUrl),
          failing: failingAudits(lhr, s.categories),
          runs: lhrs.map(scoresOf),
          benchmarkIndexes: lhrs.map((l) => Math.round(l.environment.benchmarkIndex)),
          warnings: [...new Set(lhrs.flatMap((l) => l.runWarnings.map(String)))],
        });
        if (lhr.finalDisplayedUrl !== baseUrl + page.path)
          log(`lighthouse: ${page.path} ended on ${lhr.finalDisplayedUrl}`);
      }

    if (statSync(BUILT_INDEX).mtimeMs !== builtAt)
      log(
        "lighthouse: WARNING dist/web was rebuilt during the run; the pages may have been measured on different builds",
      );
    const verdict = (r: PageResult) =>
      s.categories.every((c) => (r.scores[c] ?? 0) >= TARGETS[c]) ? "PASS" : "FAIL";
    const indexes = results.flatMap((r) => r.benchmarkIndexes);
    const lines = [
      `\n## Lighthouse ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${version.Browser}, simulated throttling: mobile = Lighthouse's default config, desktop = its desktop config; median of ${s.runs})\n`,
      `Lighthouse's benchmark index of this machine: median ${indexes.length ? median(indexes) : "–"} (${indexes.length ? `${Math.min(...indexes)}–${Math.max(...indexes)}` : "–"}); its default 4× CPU slowdown assumes 1500–2000 (a high-end desktop).\n`,
      "| form factor | page | perf | a11y | best practices | LCP ms | TBT ms | CLS | FCP ms | verdict |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...results.map(
        (r) =>
          `| ${r.formFactor} | ${r.name} (${r.path}) | ${r.scores.performance ?? "–"} | ${r.scores.accessibility ?? "–"} | ${r.scores["best-practices"] ?? "–"} | ${shown(r.metrics.lcpMs)} | ${shown(r.metrics.tbtMs)} | ${shown(r.metrics.cls)} | ${shown(r.metrics.fcpMs)} | ${verdict(r)} |`,
      ),
      "",
      `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}.`,
    ];
    for (const r of results) {
      lines.push(`\n### ${r.formFactor} ${r.path}: LCP element ${r.lcpElement ?? "–"}`);
      const d = r.diagnostics;
      if (Number.isFinite(d.transferKb))
        lines.push(
          `${d.transferKb} KB transferred, main thread ${d.mainThreadMs} ms (simulated); slowest scripts: ${d.scripts.map((x) => `${x.url} ${x.ms} ms`).join(", ")}`,
        );
      for (const w of r.warnings) lines.push(`Lighthouse warned: ${w}`);
      if (r.failing.length === 0) lines.push("no failing audits");
      for (const f of r.failing)
        lines.push(`- [${f.category}] ${f.id} (${f.score}): ${f.title}${f.detail ? ` — ${f.detail}` : ""}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);

    const dir = path.join(ROOT, "bench/results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
          machine: {
            cpus: os.cpus().length,
            model: os.cpus()[0]?.model,
            loadavg: os.loadavg(),
            benchmarkIndex: indexes.length ? median(indexes) : null,
          },
          browser: version.Browser,
          lighthouse: "mobile: default config; desktop: desktop-config; simulated throttling",
          runsPerPage: s.runs,
          targets: TARGETS,
          pages: results,
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup.runAll();
  }
}
