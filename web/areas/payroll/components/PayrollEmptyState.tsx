import { EmptyState, Paper } from "@mantine/core";
import { IconReceipt2 } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** An empty table's words: 'No payroll records found for this period.' / '… for {year}.' (docs/product/payroll.md §6). */
export function PayrollEmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconReceipt2 size={28} stroke={1.6} />}>
        <EmptyState.Description maw={460}>{text}</EmptyState.Description>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
