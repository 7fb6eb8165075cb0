import { Box, Group, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { BAND_STYLE, formatAttendanceDate, formatHours } from "../attendanceDisplay";
import type { HoursBand, MonthCell } from "../monthGrid";
import { WEEKDAY_LABELS } from "../monthGrid";

type MonthGridProps = {
  weeks: MonthCell<AttendanceDto>[][];
  selected: string;
  onSelect: (date: string) => void;
};

function cellColors(band: HoursBand, inMonth: boolean, isFuture: boolean) {
  if (!inMonth || isFuture) return { background: "transparent", color: "var(--mantine-color-dimmed)" };
  const color = BAND_STYLE[band].color;
  return band === "none"
    ? { background: "var(--mantine-color-gray-1)", color: "var(--mantine-color-gray-7)" }
    : { background: `var(--mantine-color-${color}-1)`, color: `var(--mantine-color-${color}-9)` };
}

/** The month as a grid of days, each coloured by its hours band; a day opens in the date panel. */
export function MonthGrid({ weeks, selected, onSelect }: MonthGridProps) {
  return (
    <Box role="grid" aria-label="Attendance by day">
      <SimpleGrid cols={7} spacing={6} mb={6} role="row">
        {WEEKDAY_LABELS.map((label) => (
          <Text key={label} role="columnheader" size="xs" fw={600} c="dimmed" ta="center" tt="uppercase">
            {label}
          </Text>
        ))}
      </SimpleGrid>
      <Box style={{ display: "grid", gap: 6 }}>
        {weeks.map((week) => (
          <SimpleGrid key={week[0]?.date} cols={7} spacing={6} role="row">
            {week.map((cell) => {
              const colors = cellColors(cell.band, cell.inMonth, cell.isFuture);
              const isSelected = cell.date === selected;
              const hours = cell.record ? formatHours(cell.record.effectiveHours) : "";
              return (
                <UnstyledButton
                  key={cell.date}
                  role="gridcell"
                  disabled={!cell.inMonth || cell.isFuture}
                  aria-selected={isSelected}
                  data-band={cell.band}
                  aria-label={`${formatAttendanceDate(cell.date)}${hours ? `, ${hours}` : ""}`}
                  onClick={() => onSelect(cell.date)}
                  mih={{ base: 48, sm: 64 }}
                  style={{
                    ...colors,
                    borderRadius: "var(--mantine-radius-md)",
                    padding: "6px 8px",
                    outline: isSelected ? "2px solid var(--mantine-color-teal-6)" : undefined,
                    outlineOffset: -2,
                    border: cell.isToday ? "1px solid var(--mantine-color-teal-5)" : "1px solid transparent",
                    opacity: cell.inMonth ? 1 : 0.45,
                    cursor: !cell.inMonth || cell.isFuture ? "default" : "pointer",
                  }}
                >
                  <Group justify="space-between" gap={2} wrap="nowrap" align="flex-start">
                    <Text size="sm" fw={cell.isToday ? 700 : 500}>
                      {cell.dayOfMonth}
                    </Text>
                  </Group>
                  {hours && (
                    <Text size="xs" fw={600} mt={4} visibleFrom="xs">
                      {hours}
                    </Text>
                  )}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        ))}
      </Box>
    </Box>
  );
}

/** The colour legend of the bands (docs/product/attendance.md §5). */
export function BandLegend() {
  const bands: HoursBand[] = ["red", "yellow", "green", "none"];
  return (
    <Group gap="md" wrap="wrap" aria-label="Colour legend">
      {bands.map((band) => {
        const { color, label } = BAND_STYLE[band];
        return (
          <Group key={band} gap={6} wrap="nowrap">
            <Box
              w={14}
              h={14}
              style={{
                borderRadius: 4,
                background: `var(--mantine-color-${color}-${band === "none" ? 1 : 2})`,
                border: `1px solid var(--mantine-color-${color}-${band === "none" ? 3 : 5})`,
              }}
            />
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
