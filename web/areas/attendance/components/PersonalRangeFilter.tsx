import { Button, Group } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconX } from "@tabler/icons-react";
import {
  type DateRange,
  EMPTY_RANGE,
  isSameRange,
  PERSONAL_QUICK_RANGES,
  personalQuickRange,
} from "../attendanceRanges";

type PersonalRangeFilterProps = {
  today: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
};

/** The table's date-range filter with Today, This Week, This Month, Last Month and Clear Filter. */
export function PersonalRangeFilter({ today, range, onChange }: PersonalRangeFilterProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DatePickerInput
        type="range"
        label="Date range"
        placeholder="All dates"
        valueFormat="D MMM YYYY"
        leftSection={<IconCalendar size={16} />}
        maxDate={today}
        allowSingleDateInRange
        value={range}
        onChange={onChange}
        style={{ flex: "1 1 240px" }}
        maw={{ sm: 320 }}
      />
      <Group gap="xs" wrap="wrap">
        {PERSONAL_QUICK_RANGES.map((name) => {
          const quick = personalQuickRange(name, today);
          const active = isSameRange(range, quick);
          return (
            <Button
              key={name}
              size="sm"
              variant={active ? "filled" : "default"}
              aria-pressed={active}
              onClick={() => onChange(quick)}
            >
              {name}
            </Button>
          );
        })}
        <Button
          size="sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} />}
          onClick={() => onChange(EMPTY_RANGE)}
          disabled={range[0] === null && range[1] === null}
        >
          Clear Filter
        </Button>
      </Group>
    </Group>
  );
}
