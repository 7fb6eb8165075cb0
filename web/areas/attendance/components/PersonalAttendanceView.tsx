import { Button, Grid, Group, Paper, Stack, Tabs } from "@mantine/core";
import { IconBeach, IconCalendarMonth, IconPlus, IconTable } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { useToday } from "../../../lib/timeZone";
import { useMyAttendances } from "../attendance.queries";
import { completeRange, type DateRange, EMPTY_RANGE } from "../attendanceRanges";
import { monthOf } from "../monthGrid";
import { AttendanceCalendarView } from "./AttendanceCalendarView";
import type { RecordDialogState } from "./AttendanceFormDialog";
import { AttendanceTable } from "./AttendanceTable";
import { ClockCard } from "./ClockCard";
import { DayCalendarCard } from "./DayCalendarCard";
import { PersonalRangeFilter } from "./PersonalRangeFilter";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const AttendanceFormDialog = lazyDialog(
  () => import("./AttendanceFormDialog").then((m) => m.AttendanceFormDialog),
  (p) => p.state.kind !== "closed",
);
const DeleteAttendanceDialog = lazyDialog(
  () => import("./DeleteAttendanceDialog").then((m) => m.DeleteAttendanceDialog),
  (p) => p.record !== null,
);

/**
 * The employee's attendance (docs/product/attendance.md §6.1): clock in and out, a date calendar with the
 * selected day's record, and the records as a table (with a date-range filter) or a month calendar.
 */
export function PersonalAttendanceView() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const today = useToday();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const [range, setRange] = useState<DateRange>(EMPTY_RANGE);
  const [dialog, setDialog] = useState<RecordDialogState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<AttendanceDto | null>(null);

  // An open range (one end picked) lists the default period until the second end is chosen.
  const applied = completeRange(range) ?? EMPTY_RANGE;
  const records = useMyAttendances(applied);
  const edit = (record: AttendanceDto) => setDialog({ kind: "edit", record });
  const selectDay = (date: string) => {
    setSelected(date);
    setMonth(monthOf(date));
  };

  return (
    <>
      <PageHeading
        title="Attendance Management"
        description="Clock in and out, and keep your working hours and key tasks up to date."
        actions={
          <Group gap="sm">
            <Button component={Link} to="/holidays" variant="default" leftSection={<IconBeach size={16} />}>
              View Holidays
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: "add" })}>
              Add Attendance Record
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ClockCard onEdit={edit} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <DayCalendarCard
              today={today}
              selected={selected}
              onSelect={selectDay}
              onAdd={(date) => setDialog({ kind: "add", date })}
              onEdit={edit}
            />
          </Grid.Col>
        </Grid>

        <Tabs defaultValue="table" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="table" leftSection={<IconTable size={16} />}>
              Table View
            </Tabs.Tab>
            <Tabs.Tab value="calendar" leftSection={<IconCalendarMonth size={16} />}>
              Calendar View
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="table">
            <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }}>
              <Stack gap="md">
                <PersonalRangeFilter today={today} range={range} onChange={setRange} />
                {records.isError ? (
                  <LoadError title="Could not load attendance records" query={records} />
                ) : (
                  <AttendanceTable
                    records={records.data}
                    loading={records.isPending}
                    emptyText={
                      applied[0]
                        ? "No attendance records found for the selected period"
                        : "No attendance records yet"
                    }
                    actions={{ onEdit: edit, onDelete: setDeleting }}
                  />
                )}
              </Stack>
            </Paper>
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <AttendanceCalendarView
              today={today}
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={setSelected}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <AttendanceFormDialog state={dialog} onClose={() => setDialog({ kind: "closed" })} />
      <DeleteAttendanceDialog record={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
