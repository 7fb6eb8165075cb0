import { Grid, Group, RingProgress, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconChartAreaLine, IconClockCheck } from "@tabler/icons-react";
import type { CompanyDashboard } from "../../../../../shared/dashboards/dashboards.schema";
import { presenceRatio } from "../../companyDashboardData";
import { formatPercent } from "../../dashboardFormat";
import { SectionCard } from "../SectionCard";
import { AttendanceTrendChart } from "./AttendanceTrendChart";

interface AttendanceTabProps {
  data: CompanyDashboard;
  companyId: number;
}

/** Attendance: the monthly rate, today's present and absent, the presence ratio and the month's trend. */
export function AttendanceTab({ data, companyId }: AttendanceTabProps) {
  const { present, absent } = data.todayAttendance;
  const ratio = presenceRatio(data.todayAttendance);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SectionCard title="This Month" icon={<IconClockCheck size={18} />} h="100%">
          <Stack align="center" gap="md">
            <RingProgress
              size={160}
              thickness={14}
              roundCaps
              sections={[{ value: Math.min(data.attendanceRate, 100), color: "teal" }]}
              label={
                <Stack gap={0} align="center">
                  <Text fw={700} fz={20}>
                    {formatPercent(data.attendanceRate)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Monthly rate
                  </Text>
                </Stack>
              }
            />
            <SimpleGrid cols={3} w="100%" spacing="xs">
              <Figure label="Present today" value={String(present)} color="green.8" />
              <Figure label="Absent today" value={String(absent)} color="red.8" />
              <Figure
                label="Presence ratio"
                value={`${present}/${present + absent}`}
                hint={formatPercent(ratio)}
              />
            </SimpleGrid>
          </Stack>
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SectionCard title="Attendance Rate This Month" icon={<IconChartAreaLine size={18} />} h="100%">
          <AttendanceTrendChart companyId={companyId} />
        </SectionCard>
      </Grid.Col>
    </Grid>
  );
}

function Figure({
  label,
  value,
  color,
  hint,
}: {
  label: string;
  value: string;
  color?: string;
  hint?: string;
}) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fw={700} fz={20} c={color}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      {hint && (
        <Group gap={4} justify="center">
          <Text size="xs" fw={600} c="teal.8">
            {hint}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
