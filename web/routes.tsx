import type { RouteObject } from "react-router";
import NotFoundPage from "./areas/misc/NotFoundPage";
import { PageLoader } from "./components/PageLoader";
import { RouteErrorScreen } from "./layout/RouteErrorScreen";

/**
 * The app's routes: the browser's router (main.tsx) and the server's first paint of a signed-in page
 * (prerender/signedInFirstPaint.tsx) both draw from them. Every page is lazy-loaded: a visitor downloads only the screens they open.
 * `page(import)` adapts a module whose default export is the page component.
 */
/** The route of the signed-in shell and its pages. */
export const SIGNED_IN_ROUTE_ID = "signed-in";

function page(load: () => Promise<{ default: React.ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    // The first page's code is loaded lazily: show a spinner meanwhile.
    HydrateFallback: PageLoader,
    // A page that throws, or whose chunk is gone after a deploy, shows a friendly screen with Reload.
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/auth", lazy: page(() => import("./areas/auth/pages/AuthPage")) },
      { path: "/reset-password", lazy: page(() => import("./areas/auth/pages/ResetPasswordPage")) },
      { path: "/register", lazy: page(() => import("./areas/auth/pages/RegisterPage")) },
      { path: "/two-factor-setup", lazy: page(() => import("./areas/auth/pages/TwoFactorSetupPage")) },
      { path: "/terms", lazy: page(() => import("./areas/terms/pages/TermsPage")) },
      {
        // The signed-in shell: the server draws the first paint of these pages (prerender/signedInFirstPaint).
        id: SIGNED_IN_ROUTE_ID,
        lazy: page(() => import("./layout/ProtectedLayout")),
        children: [
          {
            // Pathless: a signed-in page's error shows inside the shell, the sidebar still there.
            errorElement: <RouteErrorScreen inShell />,
            children: [
              { path: "/", lazy: page(() => import("./areas/home/pages/HomePage")) },
              { path: "/dashboard", lazy: page(() => import("./areas/home/pages/HomePage")) },
              { path: "/companies", lazy: page(() => import("./areas/companies/pages/CompaniesPage")) },
              { path: "/recruitment", lazy: page(() => import("./areas/recruitment/pages/RecruitmentPage")) },
              { path: "/jobs/:id", lazy: page(() => import("./areas/recruitment/pages/JobDetailPage")) },
              { path: "/candidates", lazy: page(() => import("./areas/recruitment/pages/CandidatesPage")) },
              { path: "/employees", lazy: page(() => import("./areas/employees/pages/EmployeesPage")) },
              { path: "/leaves", lazy: page(() => import("./areas/leaves/pages/LeavesPage")) },
              { path: "/holidays", lazy: page(() => import("./areas/holidays/pages/HolidaysPage")) },
              { path: "/attendance", lazy: page(() => import("./areas/attendance/pages/AttendancePage")) },
              { path: "/payrolls", lazy: page(() => import("./areas/payroll/pages/PayrollsPage")) },
              {
                path: "/security-logs",
                lazy: page(() => import("./areas/security-logs/pages/SecurityLogsPage")),
              },
              { path: "/finance", lazy: page(() => import("./areas/finance/pages/FinancePage")) },
              { path: "/settings", lazy: page(() => import("./areas/settings/pages/SettingsPage")) },
            ],
          },
        ],
      },
      // In the entry chunk anyway: the error screen shows it for a 404 route response.
      { path: "*", Component: NotFoundPage },
    ],
  },
];
