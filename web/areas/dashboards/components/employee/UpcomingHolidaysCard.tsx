import { Anchor, Badge, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconBeach, IconRepeat } from "@tabler/icons-react";
import dayjs from "dayjs";
import { Link } from "react-router";
import { upcomingHolidays } from "../../../../../shared/holidays/holidays.rules";
import { useHolidays } from "../../../holidays/holidays.queries";
import { daysAwayLabel } from "../../employeeStats";
import { SectionCard } from "../SectionCard";

/** Upcoming Holidays: at most 3 in the next 30 days, 'This Week' within 7 days, 'Annual' when recurring. */
export function UpcomingHolidaysCard({ companyId, today }: { companyId: number | null; today: string }) {
  const holidays = useHolidays(companyId);
  const upcoming = upcomingHolidays(holidays.data ?? [], today, 30, 3);

  const body = () => {
    if (companyId !== null && holidays.isPending)
      return (
        <Stack gap="sm">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      );
    if (holidays.isError)
      return (
        <Text size="sm" c="red.7">
          Holidays could not be loaded.
        </Text>
      );
    if (upcoming.length === 0)
      return (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No holidays in the next 30 days.
        </Text>
      );
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {upcoming.map((holiday) => (
          <Group key={holiday.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <Stack
              gap={0}
              align="center"
              w={48}
              py={4}
              bg="teal.0"
              c="teal.9"
              style={{ borderRadius: "var(--mantine-radius-md)", flexShrink: 0 }}
            >
              <Text size="xs" fw={700} tt="uppercase" lh={1.2}>
                {dayjs(holiday.nextDate).format("MMM")}
              </Text>
              <Text fw={700} fz={20} lh={1.1}>
                {dayjs(holiday.nextDate).format("D")}
              </Text>
            </Stack>
            <Stack gap={4} miw={0}>
              <Text size="sm" fw={600} lh={1.3}>
                {holiday.name}
              </Text>
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  {`${dayjs(holiday.nextDate).format("dddd")} · ${daysAwayLabel(holiday.daysAway)}`}
                </Text>
                {holiday.isThisWeek && (
                  <Badge size="xs" color="orange" variant="light">
                    This Week
                  </Badge>
                )}
                {holiday.isRecurring && (
                  <Badge size="xs" color="violet" variant="light" leftSection={<IconRepeat size={10} />}>
                    Annual
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  };

  return (
    <SectionCard
      title="Upcoming Holidays"
      icon={<IconBeach size={18} />}
      h="100%"
      action={
        <Anchor component={Link} to="/holidays" size="sm" fw={600}>
          View All
        </Anchor>
      }
    >
      {body()}
    </SectionCard>
  );
}
