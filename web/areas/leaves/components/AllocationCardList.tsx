import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { LeaveAllocation } from "../../../../shared/leaves/leaves.schema";
import { availableLeaves } from "../leaveAllocation";
import { AllocationControl } from "./AllocationInput";

/** The allocation table's rows as cards, for a phone: the same columns, stacked. */
export function AllocationCardList({
  rows,
  showCompany,
  canEdit,
}: {
  rows: readonly LeaveAllocation[];
  showCompany: boolean;
  /** Whether the signed-in admin may change this row (shared `canSetLeaveAllocation`). */
  canEdit: (row: LeaveAllocation) => boolean;
}) {
  if (rows.length === 0)
    return (
      <Text ta="center" c="dimmed" py="lg">
        No employees found.
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          withBorder
          radius="md"
          p="md"
          aria-label={`${row.firstName} ${row.lastName}`}
        >
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Employee
          </Text>
          <Text fw={600}>
            {row.firstName} {row.lastName}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {showCompany ? `${row.companyName} · ${row.username}` : row.username}
          </Text>
          <SimpleGrid cols={3} spacing="xs" mt="sm">
            <Figure label="Total Leaves" value={row.totalLeaves} />
            <Figure label="Leaves Taken" value={row.leavesTaken} />
            <Figure label="Available" value={availableLeaves(row)} />
          </SimpleGrid>
          <Group mt="sm" gap="sm" align="center" wrap="nowrap">
            <Text size="sm" fw={500}>
              Update Allocation
            </Text>
            <AllocationControl row={row} canEdit={canEdit(row)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
