// Prints the initial JavaScript (gzip) of each page of the built web app, from Vite's manifest, and fails
// when a budget is exceeded. Run after `vite build` (npm run build does); `node scripts/bundle-report.mjs [dist]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The pages to report: the source modules loaded, in order, on top of the index entry (a page that loads a
 * view per role, as the dashboards do, is reported once per role, with that role's view). Each has a
 * budget: /auth, every visitor's first download, 150 KB; the others a little above what they load today,
 * so that growth is a decision (raise the budget in the same change) and never an accident. `npm test`
 * checks them.
 */
export const PAGES = [
  { name: "/auth", modules: ["areas/auth/pages/AuthPage.tsx"], budgetKb: 150 },
  { name: "/register", modules: ["areas/auth/pages/RegisterPage.tsx"], budgetKb: 190 },
  { name: "/reset-password", modules: ["areas/auth/pages/ResetPasswordPage.tsx"], budgetKb: 190 },
  { name: "/terms", modules: ["areas/terms/pages/TermsPage.tsx"], budgetKb: 190 },
  {
    name: "/ (admin)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/home/pages/HomePage.tsx",
      "areas/home/components/AdminHome.tsx",
    ],
    budgetKb: 235,
  },
  {
    name: "/ (employee)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/home/pages/HomePage.tsx",
      "areas/home/components/EmployeeHome.tsx",
    ],
    budgetKb: 240,
  },
  {
    name: "/ (super admin)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/home/pages/HomePage.tsx",
      "areas/home/components/SuperAdminHome.tsx",
    ],
    budgetKb: 225,
  },
  {
    name: "/companies",
    modules: ["layout/ProtectedLayout.tsx", "areas/companies/pages/CompaniesPage.tsx"],
    budgetKb: 240,
  },
  {
    name: "/employees",
    modules: ["layout/ProtectedLayout.tsx", "areas/employees/pages/EmployeesPage.tsx"],
    budgetKb: 245,
  },
  {
    name: "/leaves (employee)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/leaves/pages/LeavesPage.tsx",
      "areas/leaves/components/MyLeaveView.tsx",
    ],
    budgetKb: 290,
  },
  {
    name: "/leaves (admin)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/leaves/pages/LeavesPage.tsx",
      "areas/leaves/components/LeaveManagementView.tsx",
    ],
    budgetKb: 255,
  },
  {
    name: "/holidays",
    modules: ["layout/ProtectedLayout.tsx", "areas/holidays/pages/HolidaysPage.tsx"],
    budgetKb: 240,
  },
  {
    name: "/attendance (employee)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/attendance/pages/AttendancePage.tsx",
      "areas/attendance/components/PersonalAttendanceView.tsx",
    ],
    budgetKb: 255,
  },
  {
    name: "/attendance (admin)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/attendance/pages/AttendancePage.tsx",
      "areas/attendance/components/AdminAttendanceView.tsx",
    ],
    budgetKb: 260,
  },
  {
    name: "/settings",
    modules: ["layout/ProtectedLayout.tsx", "areas/settings/pages/SettingsPage.tsx"],
    budgetKb: 275,
  },
  { name: "/two-factor-setup", modules: ["areas/auth/pages/TwoFactorSetupPage.tsx"], budgetKb: 190 },
  {
    name: "/recruitment",
    modules: ["layout/ProtectedLayout.tsx", "areas/recruitment/pages/RecruitmentPage.tsx"],
    budgetKb: 250,
  },
  {
    name: "/candidates",
    modules: ["layout/ProtectedLayout.tsx", "areas/recruitment/pages/CandidatesPage.tsx"],
    budgetKb: 255,
  },
  {
    name: "/payrolls (employee)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/payroll/pages/PayrollsPage.tsx",
      "areas/payroll/components/MyPayrollView.tsx",
    ],
    budgetKb: 245,
  },
  {
    name: "/payrolls (admin)",
    modules: [
      "layout/ProtectedLayout.tsx",
      "areas/payroll/pages/PayrollsPage.tsx",
      "areas/payroll/components/PayrollManagementView.tsx",
    ],
    budgetKb: 265,
  },
  {
    name: "/finance",
    modules: ["layout/ProtectedLayout.tsx", "areas/finance/pages/FinancePage.tsx"],
    budgetKb: 245,
  },
  {
    name: "/security-logs",
    modules: ["layout/ProtectedLayout.tsx", "areas/security-logs/pages/SecurityLogsPage.tsx"],
    budgetKb: 290,
  },
];

/** Vite's own warning limit for one chunk (minified, not gzip). */
export const CHUNK_LIMIT_KB = 500;

/** The manifest keys a chunk pulls in statically, itself first (depth-first, each once). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The JS files a page downloads before it renders: the index entry's closure plus each module's. */
export function initialFiles(manifest, modules, entry = "index.html") {
  const keys = new Set();
  for (const key of [entry, ...modules]) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    staticClosure(manifest, key, keys);
  }
  return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith(".js"));
}

/** Computes every page's figures: { name, files, gzipKb, budgetKb, over }. */
export function report(dist, pages = PAGES) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const gzipCache = new Map();
  const gzipSize = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipCache.get(file);
  };
  const rows = pages.map((page) => {
    const files = initialFiles(manifest, page.modules);
    const gzipKb = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    return { ...page, files, gzipKb, over: page.budgetKb !== undefined && gzipKb > page.budgetKb };
  });
  const chunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file, i, all) => file.endsWith(".js") && all.indexOf(file) === i)
    .map((file) => ({ file, kb: readFileSync(path.join(dist, file)).length / 1024 }));
  const oversized = chunks.filter((chunk) => chunk.kb > CHUNK_LIMIT_KB);
  return { rows, oversized, largest: chunks.sort((a, b) => b.kb - a.kb)[0] };
}

function main() {
  const dist = path.resolve(root, process.argv[2] ?? "dist/web");
  if (!existsSync(path.join(dist, ".vite/manifest.json"))) {
    console.error(`No build manifest in ${dist}: run npm run build.`);
    process.exit(1);
  }
  const { rows, oversized, largest } = report(dist);
  console.log("\nInitial JavaScript per page (gzip):");
  for (const row of rows) {
    const budget =
      row.budgetKb === undefined ? "" : `  (budget ${row.budgetKb} KB${row.over ? ", OVER" : ""})`;
    console.log(
      `  ${row.name.padEnd(22)} ${row.gzipKb.toFixed(1).padStart(7)} KB in ${row.files.length} files${budget}`,
    );
  }
  if (largest)
    console.log(`Largest chunk: ${largest.file} ${largest.kb.toFixed(1)} KB (limit ${CHUNK_LIMIT_KB} KB)`);
  const failures = [
    ...rows
      .filter((row) => row.over)
      .map((row) => `${row.name} loads ${row.gzipKb.toFixed(1)} KB gzip, over ${row.budgetKb} KB`),
    ...oversized.map((chunk) => `${chunk.file} is ${chunk.kb.toFixed(1)} KB, over ${CHUNK_LIMIT_KB} KB`),
  ];
  for (const failure of failures) console.error(`Bundle budget: ${failure}`);
  if (failures.length > 0) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
