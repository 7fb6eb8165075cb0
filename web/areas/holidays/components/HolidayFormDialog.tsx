import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconCalendar } from "@tabler/icons-react";
import type { HolidayDto } from "../../../../shared/holidays/holidays.schema";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { showToast } from "../../../lib/toast";
import {
  emptyHolidayForm,
  type HolidayFormValues,
  holidayFormValuesFrom,
  toHolidayRequestBody,
  validateHolidayForm,
} from "../holidayForm";
import { useCreateHoliday, useUpdateHoliday } from "../holidays.queries";
import {
  HOLIDAY_TEXT,
  type HolidayFormMode,
  holidaySavedToast,
  holidaySaveFailedToast,
} from "../holidayToasts";

const DATE_FORMAT = "dddd, D MMMM YYYY";

interface HolidayFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The company a new holiday belongs to. */
  companyId: number;
  /** The holiday to edit; absent means add. */
  holiday?: HolidayDto;
}

/** The Add Holiday / Edit Holiday dialog (docs/product/holidays.md §2, §5). */
export function HolidayFormDialog(props: HolidayFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const { holiday, companyId } = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={holiday ? "Edit Holiday" : HOLIDAY_TEXT.addHoliday}
      centered
      radius="md"
    >
      {/* Keyed per holiday: each opening starts from fresh values. */}
      <HolidayForm
        key={holiday ? `holiday-${holiday.id}` : `new-${companyId}`}
        opened={opened}
        onClose={onClose}
        companyId={companyId}
        holiday={holiday}
      />
    </Modal>
  );
}

function HolidayForm({ onClose, companyId, holiday }: HolidayFormDialogProps) {
  const mode: HolidayFormMode = holiday ? "edit" : "create";
  const createHoliday = useCreateHoliday();
  const updateHoliday = useUpdateHoliday();
  const saving = createHoliday.isPending || updateHoliday.isPending;
  const form = useForm<HolidayFormValues>({
    initialValues: holiday ? holidayFormValuesFrom(holiday) : emptyHolidayForm(),
    validate: validateHolidayForm,
  });

  const onSaved = () => {
    showToast(holidaySavedToast(mode));
    form.reset();
    onClose();
  };
  const onFailed = (error: unknown) => showToast(holidaySaveFailedToast(mode, error));

  const submit = form.onSubmit((values) => {
    // Editing keeps the holiday in its own company, whichever company the page shows.
    const body = toHolidayRequestBody(values, holiday?.companyId ?? companyId);
    if (holiday) updateHoliday.mutate({ id: holiday.id, body }, { onSuccess: onSaved, onError: onFailed });
    else createHoliday.mutate(body, { onSuccess: onSaved, onError: onFailed });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Republic Day"
          withAsterisk
          data-autofocus
          {...form.getInputProps("name")}
        />
        <DatePickerInput
          label="Date"
          placeholder="Pick a date"
          valueFormat={DATE_FORMAT}
          leftSection={<IconCalendar size={16} />}
          withAsterisk
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps("date")}
        />
        <Textarea
          label="Description"
          placeholder="Optional"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("description")}
        />
        <Checkbox
          label={HOLIDAY_TEXT.recurringLabel}
          description="Falls on the same date every year"
          {...form.getInputProps("isRecurring", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "edit" ? "Save Changes" : HOLIDAY_TEXT.addHoliday}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
