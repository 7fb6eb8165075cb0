import { Alert, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { formatRupees } from "../../../../shared/common/money";
import type { CompanyPlan } from "../../../../shared/payroll/platform-fee.rules";
import { PT_STATES, type PtState } from "../../../../shared/payroll/statutory";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";
import { LoadError } from "../../../components/LoadError";
import { useCompany } from "../../companies/companies.queries";
import {
  type CostToHire,
  costToHire,
  DEFAULT_WORK_STATE,
  platformFeeBasis,
  COST_TO_HIRE_TEXT as TEXT,
} from "../costToHire";

type CandidateCostDialogProps = {
  /** Whose cost to show; null keeps the dialog closed. */
  candidate: CandidateDto | null;
  onClose: () => void;
};

/**
 * 'Cost to hire' of a candidate (docs/product/recruitment.md §6.5): from their expected CTC, the state of
 * work and the company's plan, what the client pays a month and once, and what the candidate takes home.
 * Loaded only when opened: the statutory rules stay out of the page's first download.
 */
export function CandidateCostDialog({ candidate, onClose }: CandidateCostDialogProps) {
  // Keep the last candidate while the dialog fades out, so the title does not go blank.
  const [shown, setShown] = useState(candidate);
  if (candidate !== null && candidate !== shown) setShown(candidate);
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={shown ? `${TEXT.title}: ${shown.name}` : TEXT.title}
      centered
      radius="lg"
      size="lg"
    >
      {shown && <CostToHireBody candidate={shown} />}
    </Modal>
  );
}

function CostToHireBody({ candidate }: { candidate: CandidateDto }) {
  const [state, setState] = useState<PtState>(DEFAULT_WORK_STATE);
  const company = useCompany(candidate.companyId);
  const now = new Date();
  const today = { year: now.getFullYear(), month: now.getMonth() + 1 };
  const monthName = now.toLocaleString("en-IN", { month: "long", year: "numeric" });

  const body = (): ReactNode => {
    if (company.isPending)
      return (
        <Group gap="xs" py="md">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {TEXT.loadingPlan}
          </Text>
        </Group>
      );
    if (company.isError) return <LoadError title={TEXT.planLoadFailed} query={company} />;
    const plan: CompanyPlan = {
      plan: company.data.payrollPlan ?? null,
      customFeePerEmployee: company.data.customFeePerEmployee ?? null,
    };
    const answer = costToHire({ annualCtc: candidate.expectedCtc, state, company: plan, today });
    if (!answer.ok)
      return (
        <Alert color="orange" variant="light" radius="md" title={TEXT.cannotEstimate}>
          {answer.problem}
        </Alert>
      );
    return <CostLines cost={answer.cost} basis={platformFeeBasis(plan)} />;
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`${candidate.jobTitle} · expected CTC ${formatRupees(candidate.expectedCtc)} a year`}
      </Text>
      <Select
        label={TEXT.state}
        data={PT_STATES}
        value={state}
        allowDeselect={false}
        onChange={(value) => value && setState(value as PtState)}
        w={{ base: "100%", xs: 260 }}
      />
      {body()}
      <Text size="xs" c="dimmed">
        {TEXT.basis(monthName)}
      </Text>
    </Stack>
  );
}

function CostLines({ cost, basis }: { cost: CostToHire; basis: string | null }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={TEXT.clientHeading} amount={cost.monthlyCost} />
        <Figure label={TEXT.successFee} amount={cost.successFee} />
        <Figure label={TEXT.takeHomeHeading} amount={cost.takeHome} />
      </SimpleGrid>
      <Table withTableBorder verticalSpacing={6} fz="sm" aria-label={`${TEXT.title} lines`}>
        <Table.Tbody>
          <Heading>{TEXT.clientHeading}</Heading>
          <Line label={TEXT.gross} amount={cost.gross} />
          <Line label={TEXT.employerPf} amount={cost.employerPf} />
          <Line label={TEXT.employerEsi} amount={cost.employerEsi} />
          <Table.Tr>
            <Table.Td>
              {TEXT.platformFee}
              {basis && <Text span size="xs" c="dimmed">{` (${basis})`}</Text>}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {cost.platformFee === null ? (
                <Text span size="sm" c="orange.8">
                  {TEXT.noPlan}
                </Text>
              ) : (
                formatRupees(cost.platformFee)
              )}
            </Table.Td>
          </Table.Tr>
          <Line label={TEXT.clientHeading} amount={cost.monthlyCost} total />
          <Heading>{TEXT.takeHomeHeading}</Heading>
          <Line label={TEXT.gross} amount={cost.gross} />
          <Line label={TEXT.employeePf} amount={cost.employeePf} deduction />
          <Line label={TEXT.employeeEsi} amount={cost.employeeEsi} deduction />
          <Line label={TEXT.professionalTax} amount={cost.professionalTax} deduction />
          <Line label={TEXT.tds} amount={cost.tds} deduction />
          <Line label={TEXT.takeHomeHeading} amount={cost.takeHome} total />
        </Table.Tbody>
      </Table>
      {cost.platformFee === null && (
        <Alert color="orange" variant="light" radius="md" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="xs">{TEXT.noPlanNote}</Text>
        </Alert>
      )}
    </Stack>
  );
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" ff="monospace">
        {formatRupees(amount)}
      </Text>
    </Paper>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Table.Tr bg="gray.0">
      <Table.Th colSpan={2}>{children}</Table.Th>
    </Table.Tr>
  );
}

/** A line of the table; a deduction is shown with a minus sign (none on ₹0). */
function Line({
  label,
  amount,
  total = false,
  deduction = false,
}: {
  label: string;
  amount: number;
  total?: boolean;
  deduction?: boolean;
}) {
  return (
    <Table.Tr fw={total ? 700 : undefined}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" ff="monospace">
        {deduction && amount > 0 ? `− ${formatRupees(amount)}` : formatRupees(amount)}
      </Table.Td>
    </Table.Tr>
  );
}
