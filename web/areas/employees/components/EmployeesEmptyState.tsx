import { Button, EmptyState, Paper } from "@mantine/core";
import { IconSearch, IconUserPlus, IconUsers } from "@tabler/icons-react";

/** No people yet: the spec's 'No Employees Added Yet' with the way to add the first. */
export function NoEmployeesYet({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconUsers size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>No Employees Added Yet</EmptyState.Title>
        <EmptyState.Description maw={440}>
          Add your people so they can sign in, clock in and out, and request leave.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconUserPlus size={16} />} onClick={onAdd}>
            Add Employee
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** People exist, but none match the search. */
export function NoSearchMatches({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }}>
      <EmptyState variant="light" color="gray" icon={<IconSearch size={26} stroke={1.6} />}>
        <EmptyState.Title order={2}>No employees match your search</EmptyState.Title>
        <EmptyState.Description>Try another name or email address.</EmptyState.Description>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Clear search
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
