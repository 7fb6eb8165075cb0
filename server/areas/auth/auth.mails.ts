import type { MailMessage } from "../../lib/mail";

const signature = "\n\n— The HR Platform team";

export function verificationMail(appUrl: string, to: string, firstName: string, token: string): MailMessage {
  const link = `${appUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Verify your email address",
    text: `Hello ${firstName},\n\nPlease verify your email address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not sign up, you can ignore this message.${signature}`,
  };
}

export function resetMail(appUrl: string, to: string, firstName: string, token: string): MailMessage {
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Reset your password",
    text: `Hello ${firstName},\n\nWe received a request to reset your password. Open this link to choose a new one (valid for 1 hour):\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.${signature}`,
  };
}

export function invitationMail(
  appUrl: string,
  to: string,
  firstName: string,
  companyName: string,
  token: string,
): MailMessage {
  const link = `${appUrl}/register?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: `You have been invited to ${companyName}`,
    text: `Hello ${firstName},\n\n${companyName} has added you to its HR workspace. Open this link to set your password and verify your email address (valid for 7 days):\n\n${link}${signature}`,
  };
}
