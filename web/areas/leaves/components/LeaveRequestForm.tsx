import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { IconCalendar, IconSend } from "@tabler/icons-react";
import { showToast } from "../../../lib/toast";
import {
  changeStartDate,
  emptyLeaveForm,
  HALF_DAY_TYPE_OPTIONS,
  type HalfDayType,
  type LeaveFormValues,
  toggleHalfDay,
  toLeaveRequestBody,
  validateLeaveForm,
} from "../leaveForm";
import { useRequestLeave } from "../leaves.queries";
import { leaveSubmitFailedToast, leaveSubmittedToast } from "../leaveToasts";

const DATE_FORMAT = "ddd, D MMM YYYY";

/**
 * The leave request form of docs/product/leave.md §6.1: Start Date, Half Day Leave, Half Day Type (half days only),
 * End Date (full days only), Reason and Submit Request. After a success it resets and lists refresh.
 */
export function LeaveRequestForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const requestLeave = useRequestLeave();
  const form = useForm<LeaveFormValues>({
    initialValues: emptyLeaveForm(),
    validate: validateLeaveForm,
  });
  const values = form.getValues();

  const submit = form.onSubmit((valid) => {
    requestLeave.mutate(toLeaveRequestBody(valid), {
      onSuccess: () => {
        showToast(leaveSubmittedToast());
        form.reset();
        onSubmitted?.();
      },
      onError: (error) => showToast(leaveSubmitFailedToast(error)),
    });
  });

  // The checkbox and the start date move other fields too (docs/product/leave.md §6.1): set them together.
  const setHalfDay = (isHalfDay: boolean) => {
    form.setValues(toggleHalfDay(form.getValues(), isHalfDay));
    form.clearFieldError("endDate");
    form.clearFieldError("halfDayType");
  };
  const setStartDate = (startDate: string | null) => {
    form.setValues(changeStartDate(form.getValues(), startDate));
    form.clearFieldError("startDate");
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: values.isHalfDay ? 1 : 2 }} spacing="md">
          <DatePickerInput
            label="Start Date"
            placeholder="Pick a date"
            valueFormat={DATE_FORMAT}
            leftSection={<IconCalendar size={16} />}
            withAsterisk
            clearable
            {...form.getInputProps("startDate")}
            onChange={setStartDate}
          />
          {!values.isHalfDay && (
            <DatePickerInput
              label="End Date"
              placeholder="Pick a date"
              valueFormat={DATE_FORMAT}
              leftSection={<IconCalendar size={16} />}
              minDate={values.startDate ?? undefined}
              withAsterisk
              clearable
              {...form.getInputProps("endDate")}
            />
          )}
        </SimpleGrid>
        <Checkbox
          label="Half Day Leave"
          checked={values.isHalfDay}
          onChange={(event) => setHalfDay(event.currentTarget.checked)}
        />
        {values.isHalfDay && (
          <Radio.Group
            label="Half Day Type"
            withAsterisk
            {...form.getInputProps("halfDayType")}
            value={values.halfDayType ?? ""}
            onChange={(value) => form.setFieldValue("halfDayType", value as HalfDayType)}
          >
            <Group gap="lg" mt={6}>
              {HALF_DAY_TYPE_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <Textarea
          label="Reason"
          placeholder="Why you are taking leave"
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={requestLeave.isPending}>
            Submit Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
