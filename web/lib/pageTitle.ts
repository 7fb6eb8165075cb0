import { useEffect } from "react";

const PRODUCT = "HR Platform";

/** Titles and descriptions per route; any other path gets the generic default (docs/product/README.md §3). */
const PAGES: Record<string, { title: string; description: string }> = {
  "/": { title: "Dashboard", description: "Your HR overview" },
  "/dashboard": { title: "Dashboard", description: "Your HR overview" },
  "/auth": { title: "Sign in", description: "Sign in or register your company" },
  "/terms": { title: "Terms and Conditions", description: "Terms and conditions of the service" },
  "/register": { title: "Set up your account", description: "Complete your invitation" },
  "/reset-password": { title: "Reset password", description: "Choose a new password" },
  "/two-factor-setup": {
    title: "Set up two-factor sign-in",
    description: "Your account requires two-factor sign-in",
  },
  "/companies": { title: "Companies", description: "Manage companies on the platform" },
  "/recruitment": { title: "Recruitment", description: "Job postings and hiring" },
  "/jobs": { title: "Job details", description: "A job posting" },
  "/candidates": { title: "Candidates", description: "Candidates for your jobs" },
  "/employees": { title: "Employees", description: "Your people" },
  "/leaves": { title: "Leave", description: "Leave requests and balances" },
  "/holidays": { title: "Company Holidays", description: "Company holidays" },
  "/attendance": { title: "Attendance Management", description: "Clock in, clock out and records" },
  "/payrolls": { title: "Payroll", description: "Payroll and payslips" },
  "/security-logs": { title: "Security Logs", description: "Audit trail of the platform" },
  "/finance": { title: "Finance", description: "Company transactions" },
  "/settings": { title: "Settings", description: "Profile, company and people settings" },
};

export function pageMetaFor(pathname: string): { title: string; description: string } {
  const key = pathname === "/" ? "/" : `/${pathname.split("/")[1] ?? ""}`;
  const meta = PAGES[key];
  return meta
    ? { title: `${meta.title} | ${PRODUCT}`, description: meta.description }
    : { title: PRODUCT, description: "HR platform for companies employing people in India" };
}

/** Sets the document title and description for the current path. */
export function usePageTitle(pathname: string): void {
  useEffect(() => {
    const meta = pageMetaFor(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [pathname]);
}
