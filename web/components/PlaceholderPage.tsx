import { EmptyState, Paper } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PageHeading } from "./PageHeading";

interface PlaceholderPageProps {
  title: string;
  description: string;
  /** What the finished page will offer, shown in the empty state. */
  comingSoon: string;
  icon?: ReactNode;
}

/** A titled page whose content is not built yet: a calm "coming soon" empty state. */
export function PlaceholderPage({ title, description, comingSoon, icon }: PlaceholderPageProps) {
  return (
    <>
      <PageHeading title={title} description={description} />
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
        <EmptyState variant="light" icon={icon ?? <IconTools size={28} stroke={1.6} />}>
          <EmptyState.Title order={2}>Coming soon</EmptyState.Title>
          <EmptyState.Description maw={460}>{comingSoon}</EmptyState.Description>
        </EmptyState>
      </Paper>
    </>
  );
}
