import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { formatCents } from "../../../../shared/finance/finance.rules";
import type { TransactionDto } from "../../../../shared/finance/finance.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { formatTransactionDate, TRANSACTION_TYPE_LABELS, transactionStatusColor } from "../financeDisplay";
import { TRANSACTION_COLUMNS } from "../financeTexts";

type TransactionsTableProps = {
  rows: TransactionDto[];
  timeZone: string;
  /** The SUPER_ADMIN's Edit and Delete; without them the table has no actions column (an ADMIN's). */
  actions?: { onEdit: (row: TransactionDto) => void; onDelete: (row: TransactionDto) => void };
};

/** What a row's actions call the transaction, for their accessible names. */
const rowName = (row: TransactionDto) => `${formatCents(row.amount, row.currency)} for ${row.companyName}`;

/** The transaction list (docs/product/finance.md §5), newest first as the server sends it. */
export function TransactionsTable({ rows, timeZone, actions }: TransactionsTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Transactions">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {TRANSACTION_COLUMNS.map((label) => (
                <Table.Th key={label} ta={label === "Amount" ? "right" : undefined}>
                  {label}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th w={80}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.companyName}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                  <Text size="sm" fw={600} c={row.type === "EXPENSE" ? "red.8" : undefined}>
                    {formatCents(row.amount, row.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.currency}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{TRANSACTION_TYPE_LABELS[row.type] ?? row.type}</Text>
                </Table.Td>
                <Table.Td>
                  {/* Never cut: a badge's label would otherwise shrink to '…' in a narrow column. */}
                  <Badge
                    variant="light"
                    color={transactionStatusColor(row.status)}
                    style={{ minWidth: "max-content" }}
                  >
                    {row.status}
                  </Badge>
                </Table.Td>
                <Table.Td maw={280}>
                  {row.comment ? (
                    <Text size="sm" lineClamp={2} title={row.comment}>
                      {row.comment}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.createdByName}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm">{formatTransactionDate(row.createdAt, timeZone)}</Text>
                </Table.Td>
                {actions && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" miw="max-content">
                      <RowTooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={`Edit transaction of ${rowName(row)}`}
                          onClick={() => actions.onEdit(row)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </RowTooltip>
                      <RowTooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete transaction of ${rowName(row)}`}
                          onClick={() => actions.onDelete(row)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </RowTooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Placeholder rows while the transactions load. */
export function TransactionsTableSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading transactions">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={20} radius="sm" />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="sm">
        Loading transactions...
      </Text>
    </Paper>
  );
}
