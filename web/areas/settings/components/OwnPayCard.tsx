import { Divider, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { LoadError } from "../../../components/LoadError";
import { TitledSection } from "../../../components/TitledSection";
import { SalaryStructure } from "../../employees/components/SalaryStructure";
import { ownPayFigures } from "../ownPay";
import { useOwnPay } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";

const FIGURE_LABELS = ["Salary", "Tax %", "Benefits %"] as const;

/**
 * 'Pay': one's own salary, tax % and benefits %, and the 'Salary structure' of one's annual CTC, read-only
 * (docs/product/settings.md §2); shown to ADMINs and EMPLOYEEs only, as a SUPER_ADMIN has none
 * (docs/product/employees.md §8). The structure's table and rules load only when there is a CTC.
 */
export function OwnPayCard({ userId }: { userId: number }) {
  const pay = useOwnPay(userId);
  return (
    <TitledSection title={SETTINGS_TEXT.payTitle} description={SETTINGS_TEXT.paySetByHr}>
      {pay.isError ? (
        <LoadError title={SETTINGS_TEXT.payLoadFailed} query={pay} />
      ) : (
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 3 }}
          spacing="md"
          verticalSpacing="md"
          m={0}
          aria-busy={pay.isPending}
        >
          {(pay.data ? ownPayFigures(pay.data) : FIGURE_LABELS.map((label) => ({ label, value: null }))).map(
            ({ label, value }) => (
              <Stack key={label} gap={4}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} size="xl" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
                  {value ?? <Skeleton height={24} width="60%" mt={4} />}
                </Text>
              </Stack>
            ),
          )}
        </SimpleGrid>
      )}
      {pay.data && (
        <>
          <Divider my="lg" />
          <SalaryStructure annualCtc={pay.data.annualCtc} workState={pay.data.workState} />
        </>
      )}
    </TitledSection>
  );
}
