import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconCash, IconHeartHandshake, IconReceiptTax } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { PayrollSummaryDto } from "../../../../shared/payroll/payroll.schema";
import { LoadError } from "../../../components/LoadError";
import { formatAmount } from "../payrollDisplay";
import { PAYROLL_TEXT } from "../payrollTexts";

type SummaryQuery = {
  data: PayrollSummaryDto | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
};

/** The summary cards of Payroll Management (docs/product/payroll.md §6.3): total salary, tax and benefits. */
export function PayrollSummaryCards({ summary, period }: { summary: SummaryQuery; period: string }) {
  if (summary.isError) return <LoadError title={PAYROLL_TEXT.summaryFailed} query={summary} />;
  const cards: { label: string; value: number | undefined; icon: ReactNode; color: string }[] = [
    {
      label: PAYROLL_TEXT.totalSalary,
      value: summary.data?.totalSalary,
      icon: <IconCash size={22} />,
      color: "teal",
    },
    {
      label: PAYROLL_TEXT.totalTax,
      value: summary.data?.totalTax,
      icon: <IconReceiptTax size={22} />,
      color: "orange",
    },
    {
      label: PAYROLL_TEXT.totalBenefits,
      value: summary.data?.totalBenefits,
      icon: <IconHeartHandshake size={22} />,
      color: "grape",
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="lg" p="lg" aria-label={card.label}>
          <Group wrap="nowrap" gap="md" align="center">
            <ThemeIcon variant="light" color={card.color} size={44} radius="md">
              {card.icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500}>
                {card.label}
              </Text>
              {card.value === undefined ? (
                <Skeleton height={30} width={140} my={3} radius="sm" />
              ) : (
                <Text
                  fz={26}
                  fw={700}
                  lh={1.25}
                  style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
                >
                  {formatAmount(card.value)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {period}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
