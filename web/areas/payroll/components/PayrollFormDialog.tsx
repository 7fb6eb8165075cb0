import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconUser } from "@tabler/icons-react";
import { useState } from "react";
import { MONTH_CHOICES } from "../../../../shared/payroll/payroll.rules";
import { PAYROLL_STATUSES, type PayrollDto } from "../../../../shared/payroll/payroll.schema";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { FileUploadField } from "../../../components/FileUploadField";
import { LoadError } from "../../../components/LoadError";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { SEARCH_DEBOUNCE_MS } from "../../../lib/paging";
import { showToast } from "../../../lib/toast";
import { useCreatePayroll, usePayrollPeople, useUpdatePayroll } from "../payroll.queries";
import { formatAmount, payeeName } from "../payrollDisplay";
import {
  emptyPayrollForm,
  type PayrollFormValues,
  payrollFormValuesFrom,
  payrollSaveFieldErrors,
  toPayrollCreateBody,
  toPayrollUpdateBody,
  validatePayrollForm,
  withComputedNetPay,
  withPersonPrefilled,
} from "../payrollForm";
import {
  PAYROLL_TEXT,
  type PayrollFormMode,
  payrollSavedToast,
  payrollSaveFailedToast,
} from "../payrollTexts";
import { PayrollSalaryLines } from "./PayrollSalaryLines";

type PayrollFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The row to edit; absent means add. */
  row?: PayrollDto;
  /** The company whose people the employee select offers (the page's company). */
  companyId: number;
  /** The period on screen: a new record starts with it. */
  month: number;
  year: number;
  /** The year select's choices: this year and the 5 before (docs/product/payroll.md §7). */
  years: readonly number[];
};

/** The Add Payroll / Edit Payroll dialog (docs/product/payroll.md §3, §4, §6.3). */
export function PayrollFormDialog(props: PayrollFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const current = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current.row ? PAYROLL_TEXT.editPayroll : PAYROLL_TEXT.addPayroll}
      size="lg"
      centered
      radius="md"
    >
      {/* Keyed per opening subject: each opening starts from fresh values. */}
      <PayrollForm
        key={
          current.row ? `row-${current.row.id}` : `new-${current.companyId}-${current.month}-${current.year}`
        }
        {...current}
      />
    </Modal>
  );
}

const personLabel = (person: Pick<UserListItem, "firstName" | "lastName">) => payeeName(person);

function PayrollForm({ onClose, row, companyId, month, year, years }: PayrollFormDialogProps) {
  const mode: PayrollFormMode = row ? "edit" : "create";
  const createPayroll = useCreatePayroll();
  const updatePayroll = useUpdatePayroll();
  const saving = createPayroll.isPending || updatePayroll.isPending;
  // A payslip document on its way holds the submit: the record would be saved without it.
  const [uploading, setUploading] = useState(false);
  const form = useForm<PayrollFormValues>({
    initialValues: row ? payrollFormValuesFrom(row) : emptyPayrollForm(month, year),
    validate: validatePayrollForm,
    validateInputOnBlur: true,
    // Net pay follows the amounts, only while the result is at least 0 (§6.3).
    onValuesChange: (values) => {
      const next = withComputedNetPay(values);
      if (next.netPay !== values.netPay) form.setFieldValue("netPay", next.netPay);
    },
  });

  // The employee select searches the company's people on the server as one types.
  const [chosen, setChosen] = useState<UserListItem | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Once someone is chosen the box shows their name: that is no search.
  const q = chosen && search === personLabel(chosen) ? "" : debounced;
  const people = usePayrollPeople(row ? null : companyId, q);
  const found = people.data?.items ?? [];
  const options = found.map((person) => ({ value: String(person.id), label: personLabel(person) }));
  if (chosen && !options.some((option) => option.value === String(chosen.id)))
    options.unshift({ value: String(chosen.id), label: personLabel(chosen) });
  if (row) options.splice(0, options.length, { value: String(row.userId), label: payeeName(row) });

  const choosePerson = (value: string | null) => {
    const person = found.find((candidate) => String(candidate.id) === value) ?? null;
    if (!person) {
      setChosen(null);
      form.setFieldValue("userId", null);
      return;
    }
    setChosen(person);
    form.setValues(withPersonPrefilled(form.values, person));
  };

  // The year select offers the filter's years, and an edited row's own year when it is older.
  const yearOptions = [...years.map(String)];
  if (!yearOptions.includes(form.values.year)) yearOptions.push(form.values.year);

  // Net pay's refusal shows at once, without waiting for a blur: it follows three fields.
  const liveErrors = validatePayrollForm(form.values);
  const valid = Object.keys(liveErrors).length === 0;

  const onSaved = () => {
    showToast(payrollSavedToast(mode));
    onClose();
  };
  const onFailed = (error: unknown) => {
    form.setErrors(payrollSaveFieldErrors(error));
    showToast(payrollSaveFailedToast(mode, error));
  };

  const submit = form.onSubmit((values) => {
    if (uploading) return;
    if (row)
      updatePayroll.mutate(
        { id: row.id, body: toPayrollUpdateBody(values) },
        { onSuccess: onSaved, onError: onFailed },
      );
    else createPayroll.mutate(toPayrollCreateBody(values), { onSuccess: onSaved, onError: onFailed });
  });

  const amount = (field: "baseSalary" | "taxAmount" | "benefitsAmount", label: string) => (
    <NumberInput
      label={label}
      leftSection="₹"
      min={0}
      step={1000}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      clampBehavior="none"
      hideControls
      withAsterisk
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Employee"
          placeholder={people.isPending && !row ? "Loading employees..." : "Search and select an employee"}
          leftSection={<IconUser size={16} />}
          data={options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={people.isFetching ? "Searching..." : "No employees found"}
          withAsterisk
          disabled={Boolean(row)}
          data-autofocus={row ? undefined : true}
          value={form.values.userId}
          onChange={choosePerson}
          onBlur={() => form.validateField("userId")}
          error={form.errors.userId ?? people.isError}
          description={
            chosen
              ? `Prefilled from ${personLabel(chosen)}'s salary ${formatAmount(chosen.salary)}, tax ${chosen.taxPercentage}% and benefits ${chosen.benefitsPercentage}%`
              : row
                ? "Month, year and employee cannot be changed while editing."
                : undefined
          }
        />
        {people.isError && <LoadError variant="inline" title={PAYROLL_TEXT.peopleFailed} query={people} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Month"
            data={MONTH_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }))}
            allowDeselect={false}
            disabled={Boolean(row)}
            withAsterisk
            {...form.getInputProps("month")}
          />
          <Select
            label="Year"
            data={yearOptions}
            allowDeselect={false}
            disabled={Boolean(row)}
            withAsterisk
            {...form.getInputProps("year")}
          />
          {amount("baseSalary", "Base Salary")}
          {amount("taxAmount", "Tax Amount")}
          {amount("benefitsAmount", "Benefits Amount")}
          <TextInput
            label="Net Pay"
            description="Base salary − tax − benefits"
            value={formatAmount(form.values.netPay)}
            readOnly
            variant="filled"
            error={liveErrors.netPay ?? form.errors.netPay}
            styles={{ input: { fontWeight: 700 } }}
          />
        </SimpleGrid>
        {row?.lines && <PayrollSalaryLines lines={row.lines} editedAt={row.editedAt} />}
        <Select
          label="Status"
          data={[...PAYROLL_STATUSES]}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        <FileUploadField
          purpose="payslip"
          label={PAYROLL_TEXT.payslipDocumentField}
          storedLabels={PAYROLL_TEXT.payslipDocumentOnFile}
          value={form.values.payslipDocumentPath}
          onChange={(url) => form.setFieldValue("payslipDocumentPath", url)}
          error={form.errors.payslipDocumentPath as string | undefined}
          onUploadingChange={setUploading}
        />
        {!valid && !liveErrors.netPay && (
          <Text size="xs" c="dimmed">
            Fill in every required field to save.
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!valid || uploading}>
            {mode === "edit" ? "Save Changes" : PAYROLL_TEXT.addPayroll}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
