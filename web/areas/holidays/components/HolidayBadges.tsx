import { Badge } from "@mantine/core";
import { IconRepeat } from "@tabler/icons-react";
import type { HolidayBadge } from "../../../../shared/holidays/holidays.rules";
import { HOLIDAY_TEXT } from "../holidayToasts";

const WHEN_COLOR: Record<HolidayBadge, { color: string; variant: "filled" | "light" }> = {
  Today: { color: "green", variant: "filled" },
  Upcoming: { color: "blue", variant: "light" },
  Past: { color: "gray", variant: "light" },
};

/** Today / Upcoming / Past (docs/product/holidays.md §3). */
export function HolidayWhenBadge({ when }: { when: HolidayBadge }) {
  return (
    <Badge color={WHEN_COLOR[when].color} variant={WHEN_COLOR[when].variant}>
      {when}
    </Badge>
  );
}

/** Marks a holiday that falls on the same date every year; settings calls it 'Annual'. */
export function RecurringBadge({ label = HOLIDAY_TEXT.recurring }: { label?: string }) {
  return (
    <Badge color="violet" variant="light" leftSection={<IconRepeat size={12} />}>
      {label}
    </Badge>
  );
}
