import { PAYROLL_PLAN_DETAILS, type PayrollPlan } from "../../../shared/payroll/payroll.schema";
import type { MailMessage } from "../../lib/mail";

/** Tells a SUPER_ADMIN that a company asks for payroll (docs/product/payroll.md §6.1), and where to enable it. */
export function payrollEnablementRequestMail(
  appUrl: string,
  to: string,
  request: {
    companyName: string | null;
    requesterName: string;
    requesterEmail: string;
    plan: PayrollPlan;
    message: string | null;
  },
): MailMessage {
  const plan = PAYROLL_PLAN_DETAILS[request.plan];
  const company = request.companyName ?? "no company (a platform administrator)";
  const lines = [
    "Hello,",
    "",
    `${request.requesterName} (${request.requesterEmail}) of ${company} asks to enable payroll on the ${plan.name} plan (${plan.priceLabel}).`,
    ...(request.message ? ["", "Their message:", request.message] : []),
    "",
    `Enable payroll for the company on the Companies page, which closes the request: ${appUrl}/companies`,
    "",
    "— The HR Platform",
  ];
  return {
    to,
    subject: `Payroll requested: ${request.companyName ?? request.requesterName} (${plan.name} plan)`,
    text: lines.join("\n"),
  };
}
