import { Table, Text } from "@mantine/core";
import { useToday } from "../../../lib/timeZone";
import { salaryStructureView } from "../salaryStructureView";

/**
 * A person's monthly salary structure for this financial year (docs/product/employees.md §2.1). Loaded
 * lazily by `SalaryStructure`, with the statutory rules it computes from.
 */
export function SalaryStructureTable({
  annualCtc,
  workState,
}: {
  annualCtc: number;
  workState: string | null;
}) {
  const view = salaryStructureView({ annualCtc, workState }, useToday());
  if (view.kind !== "structure")
    return (
      <Text size="sm" c="dimmed">
        {view.kind === "unavailable" ? view.message : null}
      </Text>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={4} captionSide="bottom" aria-label="Salary structure">
      <Table.Caption>{view.caption}</Table.Caption>
      <Table.Tbody>
        {view.rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={row.label === "Gross" || row.label === "Monthly CTC" ? 650 : 400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
