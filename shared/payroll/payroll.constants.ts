// The payroll constants and messages without Zod: payroll.schema.ts re-exports them, and the web's
// first download (payroll.rules.ts, the plan cards) reads them from here (docs/ARCHITECTURE.md, Web).

/** docs/product/payroll.md §5: new rows are Pending; any status may follow any other. */
export const PAYROLL_STATUSES = ["Pending", "Processed", "Paid"] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const DEFAULT_PAYROLL_STATUS: PayrollStatus = "Pending";

/** §3 and §7: month 1–12, year at least 2000. The maximum is ours: a year no payroll can be run in. */
export const PAYROLL_MONTH_MIN = 1;
export const PAYROLL_MONTH_MAX = 12;
export const PAYROLL_YEAR_MIN = 2000;
export const PAYROLL_YEAR_MAX = 2100;
/** Whole rupees, up to ₹100 crore a month: the bound a person's salary has (docs/product/employees.md). */
export const PAYROLL_AMOUNT_MAX = 1_000_000_000;

export const MONTH_INVALID = "Month must be between 1 and 12";
export const YEAR_INVALID = "Year must be valid";
export const NET_PAY_NEGATIVE = "Net pay cannot be negative";
export const STATUS_INVALID = "Status must be Pending, Processed or Paid";
export const EMPLOYEE_REQUIRED = "Employee is required";
export const PAYSLIP_INVALID = "Payslip document must be a PDF, DOC or DOCX file uploaded here";

/** The plans an ADMIN of a company without payroll may ask for (§6.1), in the order the cards show them. */
export const PAYROLL_PLANS = ["Starter", "Standard", "Custom"] as const;
export type PayrollPlan = (typeof PAYROLL_PLANS)[number];
export const DEFAULT_PAYROLL_PLAN: PayrollPlan = "Standard";

/** How a plan is charged: a share of each employee's salary, or a fixed charge per employee agreed with us. */
export type PayrollPlanPrice = { kind: "percentOfSalary"; percent: number } | { kind: "fixedPerEmployee" };

export interface PayrollPlanDetails {
  name: PayrollPlan;
  price: PayrollPlanPrice;
  /** The price as the card shows it. */
  priceLabel: string;
  recommended: boolean;
  features: readonly string[];
}

/** §6.1's table: prices and what each plan includes. */
export const PAYROLL_PLAN_DETAILS: Readonly<Record<PayrollPlan, PayrollPlanDetails>> = {
  Starter: {
    name: "Starter",
    price: { kind: "percentOfSalary", percent: 10 },
    priceLabel: "10% of employee salary",
    recommended: false,
    features: ["1 employee", "Self onboarding", "Payroll administration"],
  },
  Standard: {
    name: "Standard",
    price: { kind: "percentOfSalary", percent: 20 },
    priceLabel: "20% of employee salary",
    recommended: true,
    features: [
      "Recruitment support",
      "Personalised onboarding",
      "Payroll administration",
      "Dedicated HR manager",
    ],
  },
  Custom: {
    name: "Custom",
    price: { kind: "fixedPerEmployee" },
    priceLabel: "A fixed charge per employee",
    recommended: false,
    features: ["Custom requirements", "SSO"],
  },
};
