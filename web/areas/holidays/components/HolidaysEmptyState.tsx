import { Button, EmptyState, Paper } from "@mantine/core";
import { IconBeach, IconPlus } from "@tabler/icons-react";
import { HOLIDAY_TEXT } from "../holidayToasts";

interface HolidaysEmptyStateProps {
  /** An admin is invited to add the first holiday; an employee is told none are scheduled. */
  canManage: boolean;
  onAdd: () => void;
}

/** 'No Holidays Scheduled' (docs/product/holidays.md §5), in the words for the reader's role. */
export function HolidaysEmptyState({ canManage, onAdd }: HolidaysEmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconBeach size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>{HOLIDAY_TEXT.emptyTitle}</EmptyState.Title>
        <EmptyState.Description maw={440}>
          {canManage ? HOLIDAY_TEXT.emptyForAdmin : HOLIDAY_TEXT.emptyForEmployee}
        </EmptyState.Description>
        {canManage && (
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              {HOLIDAY_TEXT.addHoliday}
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    </Paper>
  );
}
