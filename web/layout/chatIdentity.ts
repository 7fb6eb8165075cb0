import type { Role, UserDto } from "../../shared/auth/auth.schema";

/** What the live-chat widget is told about the signed-in person (docs/product/README.md §4.3). */
export interface ChatIdentity {
  user: { id: number; email: string; firstName: string; lastName: string; role: Role };
  company: { name: string; description: string | null } | null;
}

export interface ChatCompany {
  name: string;
  description: string | null;
}

/** The identity handed to `window.HRChatWidget.identify`; company is null for a user without one. */
export function buildChatIdentity(user: UserDto, company: ChatCompany | null | undefined): ChatIdentity {
  return {
    user: {
      id: user.id,
      email: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
    },
    company: company ? { name: company.name, description: company.description ?? null } : null,
  };
}
