import {
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Select,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCalculator, IconChevronDown } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { estimateFor, type SalaryEstimate } from "../../../../shared/recruitment/salary-estimator.rules";
import { showToast } from "../../../lib/toast";
import {
  breakdownRows,
  estimateHeading,
  LEVEL_OPTIONS,
  missingInformationToast,
  ROLE_OPTIONS,
  SALARY_CALCULATOR_TEXT as TEXT,
} from "../salaryCalculator";

/** The estimate on screen, with the choices it was made for. */
interface ShownEstimate {
  roleId: string;
  levelId: string;
  estimate: SalaryEstimate;
}

/**
 * The collapsible salary estimator of /recruitment (docs/product/recruitment.md §6.1, §7): closed until
 * opened; a role and a level give the monthly breakdown of that role's CTC.
 */
export function SalaryCalculator() {
  const titleId = useId();
  const panelId = useId();
  const [opened, setOpened] = useState(false);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [levelId, setLevelId] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownEstimate | null>(null);

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const estimate = estimateFor(roleId, levelId);
    if (!roleId || !levelId || !estimate) {
      showToast(missingInformationToast());
      return;
    }
    setShown({ roleId, levelId, estimate });
  };

  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="lg" padding="lg" mb="lg">
      <Group justify="space-between" align="center" gap="md">
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={40} radius="md" color="indigo" variant="light" aria-hidden>
            <IconCalculator size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {TEXT.title}
            </Title>
            <Text size="sm" c="dimmed">
              {TEXT.description}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-controls={panelId}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: opened ? "rotate(180deg)" : undefined, transition: "transform 200ms" }}
            />
          }
        >
          {opened ? TEXT.close : TEXT.open}
        </Button>
      </Group>

      {/* The form mounts when opened and goes once closed (the choices and the estimate stay in this
          component's state): a closed estimator costs the page's first render nothing. */}
      <Collapse expanded={opened} id={panelId} keepMounted={false}>
        <Stack gap="md" pt="lg">
          <form onSubmit={calculate} noValidate>
            <Group align="flex-end" gap="md">
              <Select
                label={TEXT.roleLabel}
                placeholder={TEXT.rolePlaceholder}
                data={ROLE_OPTIONS}
                value={roleId}
                onChange={setRoleId}
                searchable
                clearable
                nothingFoundMessage="No roles found"
                style={{ flex: "1 1 220px" }}
              />
              <Select
                label={TEXT.levelLabel}
                placeholder={TEXT.levelPlaceholder}
                data={LEVEL_OPTIONS}
                value={levelId}
                onChange={setLevelId}
                clearable
                style={{ flex: "1 1 200px" }}
              />
              <Button type="submit" leftSection={<IconCalculator size={16} aria-hidden />}>
                {TEXT.calculate}
              </Button>
            </Group>
          </form>
          <Box aria-live="polite">{shown && <SalaryBreakdown shown={shown} />}</Box>
        </Stack>
      </Collapse>
    </Card>
  );
}

/**
 * The calculated lines: earnings, deductions and the take-home, rounded to the rupee. A deduction is red,
 * and also says so without colour: a minus sign, and '(deduction)' for screen readers.
 */
function SalaryBreakdown({ shown }: { shown: ShownEstimate }) {
  const rows = breakdownRows(shown.estimate);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {estimateHeading(shown.roleId, shown.levelId)}
      </Title>
      <Table aria-label={TEXT.breakdown} verticalSpacing="xs" withRowBorders>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.label}
              bg={row.kind === "total" ? "var(--mantine-color-teal-light)" : undefined}
            >
              <Table.Th scope="row" fw={row.kind === "total" ? 700 : 500}>
                {row.label}
              </Table.Th>
              <Table.Td
                ta="right"
                fw={row.kind === "total" ? 700 : 400}
                c={row.kind === "deduction" ? "red.7" : undefined}
                style={{ fontVariantNumeric: "tabular-nums" }}
              >
                {row.amount}
                {row.kind === "deduction" && <VisuallyHidden> (deduction)</VisuallyHidden>}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {TEXT.disclaimer}
      </Text>
    </Stack>
  );
}
