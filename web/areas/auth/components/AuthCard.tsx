import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export type AuthTab = "login" | "signup";

export const AUTH_HEADINGS: Record<AuthTab, { title: string; subtitle: string }> = {
  login: { title: "Welcome back", subtitle: "Sign in to manage your team in India." },
  signup: {
    title: "Register your company",
    subtitle: "Create your company and its administrator account to start hiring in India.",
  },
};

/**
 * The card of /auth: its heading, then the tabs and forms. The first paint of /auth (web/prerender) draws
 * the same card with the heading alone, so the page looks the same before and after its code arrives.
 */
export function AuthCard({ tab, children }: { tab: AuthTab; children: ReactNode }) {
  const heading = AUTH_HEADINGS[tab];
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: 32 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={26}>
            {heading.title}
          </Title>
          <Text c="dimmed" fz="sm">
            {heading.subtitle}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
