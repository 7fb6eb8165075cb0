import type { MailMessage } from "../../lib/mail";

/** Tells the person how their request was decided. */
export function leaveDecisionMail(
  appUrl: string,
  to: string,
  firstName: string,
  leave: { startDate: string; endDate: string; status: string; isHalfDay: boolean },
): MailMessage {
  const outcome = leave.status === "APPROVED" ? "approved" : "rejected";
  const when = leave.isHalfDay ? `${leave.startDate} (half day)` : `${leave.startDate} to ${leave.endDate}`;
  return {
    to,
    subject: `Your leave request was ${outcome}`,
    text: `Hello ${firstName},\n\nYour leave request for ${when} was ${outcome}.\n\nSee your leave balance and history at ${appUrl}/leaves\n\n— The HR Platform team`,
  };
}
