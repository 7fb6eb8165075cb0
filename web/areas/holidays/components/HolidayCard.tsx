import { Box, Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import dayjs from "dayjs";
import { holidayBadge } from "../../../../shared/holidays/holidays.rules";
import type { HolidayDto } from "../../../../shared/holidays/holidays.schema";
import { formatLongDate, shownHolidayDate } from "../holidayDates";
import { HolidayWhenBadge, RecurringBadge } from "./HolidayBadges";

interface HolidayCardProps {
  holiday: HolidayDto;
  /** 'yyyy-MM-dd' in the companies' time zone. */
  today: string;
  /** ADMIN of the company or SUPER_ADMIN: shows Edit and Delete. */
  canManage: boolean;
  onEdit: (holiday: HolidayDto) => void;
  onDelete: (holiday: HolidayDto) => void;
  deleting?: boolean;
}

/** One holiday in the grid: its day, name, long date, badges and description (docs/product/holidays.md §5). */
export function HolidayCard({ holiday, today, canManage, onEdit, onDelete, deleting }: HolidayCardProps) {
  const shown = shownHolidayDate(holiday, today);
  const when = holidayBadge(holiday, today);
  const day = dayjs(shown);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={holiday.name}
      style={{ opacity: when === "Past" ? 0.75 : undefined }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Paper
          radius="md"
          bg={when === "Today" ? "green.0" : "blue.0"}
          w={56}
          py={6}
          ta="center"
          aria-hidden
          style={{ flexShrink: 0 }}
        >
          <Text size="xs" fw={700} c={when === "Today" ? "green.8" : "blue.8"} tt="uppercase" lh={1.2}>
            {day.format("MMM")}
          </Text>
          <Text fz={24} fw={700} lh={1.1}>
            {day.format("D")}
          </Text>
        </Paper>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5" style={{ overflowWrap: "anywhere" }}>
            {holiday.name}
          </Title>
          <Text size="sm" c="dimmed">
            <time dateTime={shown}>{formatLongDate(shown)}</time>
          </Text>
          <Group gap={6} mt={4}>
            <HolidayWhenBadge when={when} />
            {holiday.isRecurring && <RecurringBadge />}
          </Group>
        </Stack>
      </Group>

      {holiday.description && (
        <Text size="sm" mt="md" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {holiday.description}
        </Text>
      )}

      {/* Cards in a row share one height: keep the actions at the bottom of each. */}
      {canManage && <Box style={{ flex: 1 }} />}
      {/* A direct child of Card, so that Card sees it as its last section (bleed and border). */}
      {canManage && (
        <Card.Section withBorder inheritPadding py="sm" mt="md">
          <Group justify="flex-end" gap="xs">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${holiday.name}`}
              onClick={() => onEdit(holiday)}
            >
              Edit
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              aria-label={`Delete ${holiday.name}`}
              loading={deleting}
              onClick={() => onDelete(holiday)}
            >
              Delete
            </Button>
          </Group>
        </Card.Section>
      )}
    </Card>
  );
}
