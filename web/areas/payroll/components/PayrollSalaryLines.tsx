import { Badge, type BadgeProps, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatRupees } from "../../../../shared/common/money";
import type { PayrollLines } from "../../../../shared/payroll/payroll.schema";
import { PAYROLL_TEXT } from "../payrollTexts";

/**
 * A row's salary lines (docs/product/payroll.md §3, §4): what Generate worked out from the person's annual
 * CTC and state of work — earnings, deductions, the employer's contributions and net pay. Read only: the
 * row's amounts are edited in the form; the lines stay as generated.
 */

/** 'Edited by hand' (§4): the amounts of a row with lines were changed after it was generated. */
export function EditedByHandBadge(props: Omit<BadgeProps, "children">) {
  return (
    <Badge variant="light" color="orange" radius="sm" tt="none" miw="max-content" {...props}>
      {PAYROLL_TEXT.editedByHand}
    </Badge>
  );
}

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined} style={{ fontVariantNumeric: "tabular-nums" }}>
        {formatRupees(amount)}
      </Text>
    </Group>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function PayrollSalaryLines({ lines, editedAt }: { lines: PayrollLines; editedAt: string | null }) {
  const { earnings, deductions, employer } = lines;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={PAYROLL_TEXT.salaryLines}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4} size="h5">
            {PAYROLL_TEXT.salaryLines}
          </Title>
          {editedAt && <EditedByHandBadge />}
        </Group>
        <Text size="xs" c="dimmed">
          {`Annual CTC ${formatRupees(lines.annualCtc)} · ${lines.state} · FY ${lines.fy}`}
        </Text>
        {editedAt && (
          <Text size="sm" c="orange.8">
            {PAYROLL_TEXT.editedByHandNote}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <Block title="Earnings">
            <Line label="Basic" amount={earnings.basic} />
            <Line label="HRA" amount={earnings.hra} />
            <Line label="Special allowance" amount={earnings.specialAllowance} />
            <Line label="Gross" amount={earnings.gross} strong />
          </Block>
          <Block title="Deductions">
            <Line label="Employee PF" amount={deductions.employeePf} />
            <Line label="Employee ESI" amount={deductions.employeeEsi} />
            <Line label="Professional tax" amount={deductions.professionalTax} />
            <Line label="TDS" amount={deductions.tds} />
            <Line label="Total deductions" amount={deductions.total} strong />
          </Block>
          <Block title="Employer contributions">
            <Line label="Employer PF" amount={employer.pf} />
            <Text size="xs" c="dimmed" pl="sm">
              {`of which EPS ${formatRupees(employer.eps)}`}
            </Text>
            <Line label="Employer ESI" amount={employer.esi} />
          </Block>
        </SimpleGrid>
        <Divider />
        <Line label="Net pay" amount={lines.netPay} strong />
      </Stack>
    </Paper>
  );
}
