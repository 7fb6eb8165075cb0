import { EmptyState, Paper } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";

interface AccessDeniedProps {
  /** Most screens say "view", recruitment "access" (docs/product/README.md §3). */
  message?: string;
}

/** The 'Access Denied' state of a page the signed-in role may not open. */
export function AccessDenied({
  message = "You do not have permission to view this page.",
}: AccessDeniedProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" color="red" icon={<IconLock size={28} stroke={1.6} />}>
        <EmptyState.Title order={1}>Access Denied</EmptyState.Title>
        <EmptyState.Description>{message}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
