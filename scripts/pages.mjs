// The web app's pages as the build sees them: which paths each draws, for which roles, the source modules
// it loads on top of the index entry, and its budget of initial JavaScript. Two readers:
// scripts/bundle-report.mjs (the budgets `npm test` checks) and scripts/page-preloads.mjs (the files the
// server names in a signed-in page's HTML, so the browser fetches them with the entry instead of after it).

const ADMINS = ["ADMIN", "SUPER_ADMIN"];
const SHELL = "layout/ProtectedLayout.tsx";

/**
 * Each page: `paths` (the router's patterns, web/routes.tsx), `roles` when the page opens a view per role (as
 * the dashboards do: one row per role, with that role's view; none = every role), `modules` (the source
 * modules loaded, in order, on top of the index entry) and `budgetKb`: /auth, every visitor's first
 * download, 150 KB; the others a little above what they load today, so that growth is a decision (raise
 * the budget in the same change) and never an accident.
 */
export const PAGES = [
  { name: "/auth", paths: ["/auth"], modules: ["areas/auth/pages/AuthPage.tsx"], budgetKb: 150 },
  {
    name: "/register",
    paths: ["/register"],
    modules: ["areas/auth/pages/RegisterPage.tsx"],
    budgetKb: 190,
  },
  {
    name: "/reset-password",
    paths: ["/reset-password"],
    modules: ["areas/auth/pages/ResetPasswordPage.tsx"],
    budgetKb: 190,
  },
  { name: "/terms", paths: ["/terms"], modules: ["areas/terms/pages/TermsPage.tsx"], budgetKb: 190 },
  {
    name: "/two-factor-setup",
    paths: ["/two-factor-setup"],
    modules: ["areas/auth/pages/TwoFactorSetupPage.tsx"],
    budgetKb: 190,
  },
  {
    name: "/ (admin)",
    paths: ["/", "/dashboard"],
    roles: ["ADMIN"],
    modules: [SHELL, "areas/home/pages/HomePage.tsx", "areas/home/components/AdminHome.tsx"],
    budgetKb: 235,
  },
  {
    name: "/ (employee)",
    paths: ["/", "/dashboard"],
    roles: ["EMPLOYEE"],
    modules: [SHELL, "areas/home/pages/HomePage.tsx", "areas/home/components/EmployeeHome.tsx"],
    budgetKb: 240,
  },
  {
    name: "/ (super admin)",
    paths: ["/", "/dashboard"],
    roles: ["SUPER_ADMIN"],
    modules: [SHELL, "areas/home/pages/HomePage.tsx", "areas/home/components/SuperAdminHome.tsx"],
    budgetKb: 225,
  },
  {
    name: "/companies",
    paths: ["/companies"],
    modules: [SHELL, "areas/companies/pages/CompaniesPage.tsx"],
    budgetKb: 240,
  },
  {
    name: "/employees",
    paths: ["/employees"],
    modules: [SHELL, "areas/employees/pages/EmployeesPage.tsx"],
    budgetKb: 245,
  },
  {
    name: "/leaves (employee)",
    paths: ["/leaves"],
    roles: ["EMPLOYEE"],
    modules: [SHELL, "areas/leaves/pages/LeavesPage.tsx", "areas/leaves/components/MyLeaveView.tsx"],
    budgetKb: 290,
  },
  {
    name: "/leaves (admin)",
    paths: ["/leaves"],
    roles: ADMINS,
    modules: [SHELL, "areas/leaves/pages/LeavesPage.tsx", "areas/leaves/components/LeaveManagementView.tsx"],
    budgetKb: 255,
  },
  {
    name: "/holidays",
    paths: ["/holidays"],
    modules: [SHELL, "areas/holidays/pages/HolidaysPage.tsx"],
    budgetKb: 240,
  },
  {
    name: "/attendance (employee)",
    paths: ["/attendance"],
    roles: ["EMPLOYEE"],
    modules: [
      SHELL,
      "areas/attendance/pages/AttendancePage.tsx",
      "areas/attendance/components/PersonalAttendanceView.tsx",
    ],
    budgetKb: 255,
  },
  {
    name: "/attendance (admin)",
    paths: ["/attendance"],
    roles: ADMINS,
    modules: [
      SHELL,
      "areas/attendance/pages/AttendancePage.tsx",
      "areas/attendance/components/AdminAttendanceView.tsx",
    ],
    budgetKb: 260,
  },
  {
    name: "/settings",
    paths: ["/settings"],
    modules: [SHELL, "areas/settings/pages/SettingsPage.tsx"],
    budgetKb: 275,
  },
  {
    name: "/recruitment",
    paths: ["/recruitment"],
    modules: [SHELL, "areas/recruitment/pages/RecruitmentPage.tsx"],
    budgetKb: 250,
  },
  {
    name: "/jobs/:id",
    paths: ["/jobs/:id"],
    modules: [SHELL, "areas/recruitment/pages/JobDetailPage.tsx"],
    budgetKb: 230,
  },
  {
    name: "/candidates",
    paths: ["/candidates"],
    modules: [SHELL, "areas/recruitment/pages/CandidatesPage.tsx"],
    budgetKb: 255,
  },
  {
    name: "/payrolls (employee)",
    paths: ["/payrolls"],
    roles: ["EMPLOYEE"],
    modules: [SHELL, "areas/payroll/pages/PayrollsPage.tsx", "areas/payroll/components/MyPayrollView.tsx"],
    budgetKb: 245,
  },
  {
    name: "/payrolls (admin)",
    paths: ["/payrolls"],
    roles: ADMINS,
    modules: [
      SHELL,
      "areas/payroll/pages/PayrollsPage.tsx",
      "areas/payroll/components/PayrollManagementView.tsx",
    ],
    budgetKb: 265,
  },
  {
    name: "/finance",
    paths: ["/finance"],
    modules: [SHELL, "areas/finance/pages/FinancePage.tsx"],
    budgetKb: 245,
  },
  {
    name: "/security-logs",
    paths: ["/security-logs"],
    modules: [SHELL, "areas/security-logs/pages/SecurityLogsPage.tsx"],
    budgetKb: 290,
  },
];
