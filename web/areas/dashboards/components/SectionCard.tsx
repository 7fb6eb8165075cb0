import { Group, Paper, type PaperProps, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps extends PaperProps {
  title: string;
  /** A link or badge at the right of the title. */
  action?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A titled card of a dashboard (h2 under the page's h1, so a test can find it by heading). */
export function SectionCard({ title, action, icon, children, ...paper }: SectionCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} {...paper}>
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {icon}
          <Title order={2} size="h5">
            {title}
          </Title>
        </Group>
        {action && <div style={{ flexShrink: 0, whiteSpace: "nowrap" }}>{action}</div>}
      </Group>
      {children}
    </Paper>
  );
}
