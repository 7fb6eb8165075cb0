import { Badge, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { IconBeach, IconCalendarStats, IconClock, IconHourglass } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AttendanceDto } from "../../../../../shared/attendance/attendance.schema";
import type { LeaveDto } from "../../../../../shared/leaves/leaves.schema";
import { type MonthWork, todayStatus } from "../../employeeStats";
import { StatCard } from "../StatCard";

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
}

interface EmployeeStatCardsProps {
  today: Loaded<AttendanceDto | null>;
  work: Loaded<MonthWork>;
  leaves: Loaded<LeaveDto[]> & { leaveDays: number };
}

function figure<T>(loaded: Loaded<T>, show: (data: T) => ReactNode): ReactNode {
  if (loaded.isPending) return <Skeleton h={28} w={64} mt={4} />;
  return loaded.data === undefined ? "—" : show(loaded.data);
}

function hoursText(hours: number): string {
  return `${Number(hours.toFixed(2))} hrs`;
}

/** Today's Status, Working Days, Total Hours (with the average per day) and Leave Days this month. */
export function EmployeeStatCards({ today, work, leaves }: EmployeeStatCardsProps) {
  const status = today.data === undefined ? null : todayStatus(today.data);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
      <StatCard
        label="Today's Status"
        value={figure(today, () => (
          <Text span inherit fz={{ base: 22, sm: 24 }}>
            {status?.label}
          </Text>
        ))}
        icon={<IconClock size={22} />}
        color={status?.color ?? "gray"}
        footer={
          status && (
            <Badge color={status.color} variant="light">
              {status.badge}
            </Badge>
          )
        }
      />
      <StatCard
        label="Working Days"
        value={figure(work, (w) => w.workingDays)}
        icon={<IconCalendarStats size={22} />}
        color="blue"
        footer={
          <Text size="xs" c="dimmed">
            Days recorded this month
          </Text>
        }
      />
      <StatCard
        label="Total Hours"
        value={figure(work, (w) => hoursText(w.totalHours))}
        icon={<IconHourglass size={22} />}
        color="grape"
        footer={
          <Text size="xs" c="dimmed">
            {work.data ? `Average ${hoursText(work.data.avgHoursPerDay)} per day` : "Average per day"}
          </Text>
        }
      />
      <StatCard
        label="Leave Days"
        value={figure(leaves, () => leaves.leaveDays)}
        icon={<IconBeach size={22} />}
        color="orange"
        footer={
          <Text size="xs" c="dimmed">
            Approved leave this month
          </Text>
        }
      />
    </SimpleGrid>
  );
}
