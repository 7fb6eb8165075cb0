import { Table, Text } from "@mantine/core";
import { formatAmount } from "../payrollDisplay";

/** A table cell with an amount in rupees (Indian grouping), right-aligned in figures of one width. */
export function PayrollAmountCell({ value, strong = false }: { value: number; strong?: boolean }) {
  return (
    <Table.Td ta="right">
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
      >
        {formatAmount(value)}
      </Text>
    </Table.Td>
  );
}
