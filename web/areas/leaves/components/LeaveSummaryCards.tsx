import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarCheck, IconCalendarStats, IconCalendarTime } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { LeaveBalance } from "../../../../shared/leaves/leaves.schema";
import { formatLeaveDays, leavesRemaining } from "../leaveDisplay";

/** The employee's summary (leave.md §6.1): Total Leaves, Leaves Taken, Leaves Remaining (total − taken). */
export function LeaveSummaryCards({ balance }: { balance: LeaveBalance }) {
  const pending = balance.leavesPending;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <SummaryCard
        label="Total Leaves"
        value={balance.totalLeaves}
        note="Allocated this year"
        icon={<IconCalendarStats size={22} />}
        color="teal"
      />
      <SummaryCard
        label="Leaves Taken"
        value={balance.leavesTaken}
        note="Approved days"
        icon={<IconCalendarCheck size={22} />}
        color="blue"
      />
      <SummaryCard
        label="Leaves Remaining"
        value={leavesRemaining(balance)}
        note={pending > 0 ? `${formatLeaveDays(pending)} pending approval` : "Nothing pending"}
        icon={<IconCalendarTime size={22} />}
        color="grape"
      />
    </SimpleGrid>
  );
}

interface SummaryCardProps {
  label: string;
  value: number;
  note: string;
  icon: ReactNode;
  color: string;
}

function SummaryCard({ label, value, note, icon, color }: SummaryCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" aria-label={label}>
      <Group wrap="nowrap" gap="md" align="center">
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          {icon}
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
