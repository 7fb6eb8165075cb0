import { Group, Progress, Stack, Text } from "@mantine/core";
import { IconClockCheck } from "@tabler/icons-react";
import { presenceRatio } from "../../companyDashboardData";
import { formatPercent } from "../../dashboardFormat";
import { SectionCard } from "../SectionCard";

interface TodayAttendanceCardProps {
  today: { present: number; absent: number };
}

/** Today's Attendance: present and absent counts with the present share as a progress bar. */
export function TodayAttendanceCard({ today }: TodayAttendanceCardProps) {
  const ratio = presenceRatio(today);
  return (
    <SectionCard title="Today's Attendance" icon={<IconClockCheck size={18} />} h="100%">
      <Stack gap="md">
        <Group grow gap="md">
          <Count label="Present" value={today.present} color="green" />
          <Count label="Absent" value={today.absent} color="red" />
        </Group>
        <Stack gap={6}>
          <Progress
            value={ratio}
            color="green"
            size="lg"
            radius="xl"
            aria-label={`Present today: ${formatPercent(ratio)}`}
            bg="red.1"
          />
          <Text size="xs" c="dimmed">
            {`${formatPercent(ratio)} of your people have clocked in today`}
          </Text>
        </Stack>
      </Stack>
    </SectionCard>
  );
}

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack
      gap={0}
      p="sm"
      bg={`${color}.0`}
      style={{ borderRadius: "var(--mantine-radius-md)" }}
      role="group"
      aria-label={label}
    >
      <Text size="xs" fw={600} c={`var(--mantine-color-${color}-light-color)`}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={`${color}.9`}>
        {value}
      </Text>
    </Stack>
  );
}
