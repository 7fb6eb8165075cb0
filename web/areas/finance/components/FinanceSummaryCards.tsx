import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconClockHour4, IconReceipt2 } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { compareCurrencies, formatCents } from "../../../../shared/finance/finance.rules";
import type { TransactionSummaryDto, TransactionTally } from "../../../../shared/finance/finance.schema";
import { LoadError } from "../../../components/LoadError";
import { transactionCountText } from "../financeDisplay";
import { FINANCE_TEXT } from "../financeTexts";

type SummaryQuery = {
  data: TransactionSummaryDto | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
};

const CARDS: { key: keyof TransactionSummaryDto; label: string; icon: ReactNode; color: string }[] = [
  { key: "total", label: FINANCE_TEXT.totalTransactions, icon: <IconReceipt2 size={22} />, color: "blue" },
  { key: "completed", label: FINANCE_TEXT.completed, icon: <IconCircleCheck size={22} />, color: "green" },
  { key: "pending", label: FINANCE_TEXT.pending, icon: <IconClockHour4 size={22} />, color: "yellow" },
];

/**
 * The three cards of /finance (docs/product/finance.md §5): how many transactions, and under the count
 * their amounts, one line per currency — never a total across currencies.
 */
export function FinanceSummaryCards({ summary }: { summary: SummaryQuery }) {
  if (summary.isError) return <LoadError title={FINANCE_TEXT.summaryFailed} query={summary} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {CARDS.map((card) => (
        <Paper key={card.key} withBorder radius="lg" p="lg" role="group" aria-label={card.label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed" fw={600} mt={4}>
              {card.label}
            </Text>
            <ThemeIcon variant="light" color={card.color} size={40} radius="md">
              {card.icon}
            </ThemeIcon>
          </Group>
          <Tally tally={summary.data?.[card.key]} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Tally({ tally }: { tally: TransactionTally | undefined }) {
  if (!tally)
    return (
      <Stack gap={8} mt={4} aria-hidden>
        <Skeleton h={28} w="30%" radius="sm" />
        <Skeleton h={14} w="60%" radius="sm" />
      </Stack>
    );
  return (
    <>
      <Text fz={28} fw={700} lh={1.2} aria-label={transactionCountText(tally.count)}>
        {tally.count}
      </Text>
      <Stack gap={2} mt={6}>
        {tally.byCurrency.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          [...tally.byCurrency]
            .sort((a, b) => compareCurrencies(a.currency, b.currency))
            .map((line) => (
              <Text
                key={line.currency}
                size="sm"
                fw={600}
                style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
                data-currency={line.currency}
              >
                {formatCents(line.amount, line.currency)}
              </Text>
            ))
        )}
      </Stack>
    </>
  );
}
