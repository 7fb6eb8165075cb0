import { Center, Skeleton, Text } from "@mantine/core";
import dayjs from "dayjs";
import { formatPercent } from "../../dashboardFormat";
import { useAttendanceTrend } from "../../dashboards.queries";
import { AreaChart } from "../LazyCharts";

/** The attendance rate of each day of this month so far (GET …/dashboard/attendance-trend). */
export function AttendanceTrendChart({ companyId }: { companyId: number }) {
  const trend = useAttendanceTrend(companyId, true);
  if (trend.isPending) return <Skeleton h={240} radius="md" aria-label="Loading the attendance trend" />;
  if (trend.isError)
    return (
      <Center h={240}>
        <Text size="sm" c="red.7">
          The attendance trend could not be loaded.
        </Text>
      </Center>
    );
  if (trend.data.length === 0)
    return (
      <Center h={240}>
        <Text size="sm" c="dimmed">
          No attendance recorded this month yet.
        </Text>
      </Center>
    );
  const data = trend.data.map((day) => ({ ...day, day: dayjs(day.date).format("D MMM") }));
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: "rate", label: "Attendance rate", color: "teal.6" }]}
      curveType="monotone"
      yAxisProps={{ domain: [0, 100] }}
      valueFormatter={formatPercent}
      withDots={false}
      tickLine="none"
      aria-label="Attendance rate by day this month"
    />
  );
}
