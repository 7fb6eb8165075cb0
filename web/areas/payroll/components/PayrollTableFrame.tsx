import { Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";

/** A column heading: amounts are right-aligned like their cells. */
export type PayrollColumn = { label: string; align?: "right"; width?: number };

/**
 * The frame of both payroll tables (docs/product/payroll.md §6.2, §6.3): a bordered panel, the headings on
 * grey, rows that highlight under the pointer; it scrolls sideways below `minWidth`.
 */
export function PayrollTableFrame({
  minWidth,
  columns,
  spacing = "md",
  children,
}: {
  minWidth: number;
  columns: readonly PayrollColumn[];
  /** The cells' side padding: less for a table of many narrow columns. */
  spacing?: "xs" | "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing={spacing} highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label} ta={column.align} w={column.width}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
