import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  tone: "success" | "danger";
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** One outcome screen of the public account flows (reset, two-factor set-up): an icon, a title, what happened and what to do next. */
export function ResetStatus({ tone, icon, title, children, actions }: Props) {
  return (
    <Stack align="center" ta="center" gap="md" py="md" role={tone === "danger" ? "alert" : "status"}>
      <ThemeIcon size={64} radius="xl" variant="light" color={tone === "success" ? "teal" : "red"}>
        {icon}
      </ThemeIcon>
      <Title order={2} fz={24}>
        {title}
      </Title>
      <Text c="dimmed">{children}</Text>
      <Stack w="100%" gap="xs" mt="sm">
        {actions}
      </Stack>
    </Stack>
  );
}
