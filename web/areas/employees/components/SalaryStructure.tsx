import { Skeleton, Stack, Text } from "@mantine/core";
import { lazy, Suspense } from "react";

// The table and the statutory rules load only when there is a CTC to show (docs/ARCHITECTURE.md, Web).
const SalaryStructureTable = lazy(() =>
  import("./SalaryStructureTable").then((m) => ({ default: m.SalaryStructureTable })),
);

/** The 'Salary structure' of a person (docs/product/employees.md §2.1), or 'No annual CTC set'. */
export function SalaryStructure({
  annualCtc,
  workState,
}: {
  annualCtc: number | null;
  workState: string | null;
}) {
  return (
    <Stack gap="xs" maw={520}>
      <Text size="sm" fw={650}>
        Salary structure
      </Text>
      {annualCtc === null ? (
        <Text size="sm" c="dimmed">
          No annual CTC set
        </Text>
      ) : (
        <Suspense fallback={<Skeleton height={196} radius="sm" />}>
          <SalaryStructureTable annualCtc={annualCtc} workState={workState} />
        </Suspense>
      )}
    </Stack>
  );
}
