import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBuilding } from "@tabler/icons-react";
import {
  AMOUNT_MIN,
  AMOUNT_STEP,
  CURRENCIES,
  currencyLabel,
  currencySymbol,
  formatCents,
} from "../../../../shared/finance/finance.rules";
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionDto,
} from "../../../../shared/finance/finance.schema";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { showToast } from "../../../lib/toast";
import { useCompanies } from "../../companies/companies.queries";
import { useCreateTransaction, useUpdateTransaction } from "../finance.queries";
import { TRANSACTION_TYPE_LABELS } from "../financeDisplay";
import {
  FINANCE_TEXT,
  type TransactionFormMode,
  transactionSavedToast,
  transactionSaveFailedToast,
} from "../financeTexts";
import {
  amountInCents,
  emptyTransactionForm,
  type TransactionFormValues,
  toTransactionBody,
  transactionFormValuesFrom,
  transactionSaveFieldErrors,
  validateTransactionForm,
} from "../transactionForm";

type TransactionFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The transaction to edit; absent means add. */
  row?: TransactionDto;
  /** The company the screen shows: a new transaction starts with it (null: 'All Companies'). */
  companyId: number | null;
};

/** The Add Transaction / Edit Transaction dialog (docs/product/finance.md §2, §4, §5), a SUPER_ADMIN's. */
export function TransactionFormDialog(props: TransactionFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const current = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current.row ? FINANCE_TEXT.editTransaction : FINANCE_TEXT.addTransaction}
      size="lg"
      centered
      radius="md"
    >
      {/* Keyed per opening subject: each opening starts from fresh values. */}
      <TransactionForm
        key={current.row ? `row-${current.row.id}` : `new-${current.companyId ?? "all"}`}
        {...current}
      />
    </Modal>
  );
}

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code) }));
const TYPE_OPTIONS = TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }));

function TransactionForm({ onClose, row, companyId }: TransactionFormDialogProps) {
  const mode: TransactionFormMode = row ? "edit" : "create";
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const saving = create.isPending || update.isPending;
  const form = useForm<TransactionFormValues>({
    initialValues: row ? transactionFormValuesFrom(row) : emptyTransactionForm(companyId),
    validate: validateTransactionForm,
    validateInputOnBlur: true,
  });

  const onSaved = () => {
    showToast(transactionSavedToast(mode));
    onClose();
  };
  const onFailed = (error: unknown) => {
    form.setErrors(transactionSaveFieldErrors(error));
    showToast(transactionSaveFailedToast(mode, error));
  };
  const submit = form.onSubmit((values) => {
    const body = toTransactionBody(values);
    if (row) update.mutate({ id: row.id, body }, { onSuccess: onSaved, onError: onFailed });
    else create.mutate(body, { onSuccess: onSaved, onError: onFailed });
  });

  // The live companies; a transaction of a company deleted since keeps its own in the list.
  const companies = useCompanies();
  const companyOptions = (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (row && !companyOptions.some((option) => option.value === String(row.companyId)))
    companyOptions.unshift({ value: String(row.companyId), label: row.companyName });

  const { currency } = form.values;
  const cents = amountInCents(form.values.amount);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Company"
          placeholder={companies.isPending ? "Loading companies..." : "Select a company"}
          leftSection={<IconBuilding size={16} />}
          data={companyOptions}
          searchable
          nothingFoundMessage="No companies found"
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps("companyId")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Amount"
            description={
              cents !== undefined && cents > 0
                ? `Saved as ${formatCents(cents, currency)}`
                : `In ${currency}, two decimals`
            }
            inputWrapperOrder={["label", "input", "description", "error"]}
            leftSection={currencySymbol(currency)}
            leftSectionWidth={Math.max(36, currencySymbol(currency).length * 10 + 16)}
            min={AMOUNT_MIN}
            step={AMOUNT_STEP}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle={currency === "INR" ? "lakh" : "thousand"}
            clampBehavior="none"
            hideControls
            withAsterisk
            data-autofocus
            {...form.getInputProps("amount")}
          />
          <Select
            label="Currency"
            data={CURRENCY_OPTIONS}
            searchable
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("currency")}
          />
          <Select label="Type" data={TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps("type")} />
          <Select
            label="Status"
            data={[...TRANSACTION_STATUSES]}
            allowDeselect={false}
            {...form.getInputProps("status")}
          />
        </SimpleGrid>
        <Textarea
          label="Comment"
          placeholder="What the transaction is for"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("comment")}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "edit" ? FINANCE_TEXT.saveChanges : FINANCE_TEXT.addTransaction}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
