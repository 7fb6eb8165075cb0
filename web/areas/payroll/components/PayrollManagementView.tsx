import { Alert, Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import {
  IconAlertTriangle,
  IconBolt,
  IconBuildingSkyscraper,
  IconDownload,
  IconLock,
  IconPlus,
} from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { periodLabel, periodOfDate, yearChoices } from "../../../../shared/payroll/payroll.rules";
import type { PayrollDto, PayrollStatus } from "../../../../shared/payroll/payroll.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { ApiError } from "../../../lib/api";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useTimeZone, useToday } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useCompanies, useCompany } from "../../companies/companies.queries";
import {
  payrollExportPath,
  payrollStatutoryPath,
  useCompanyPayrolls,
  useEnablePayroll,
  useGeneratePayrolls,
  usePayrollSummary,
  useSetPayrollStatus,
} from "../payroll.queries";
import {
  defaultPayrollCompany,
  type PayrollAddress,
  payrollSearch,
  readPayrollAddress,
} from "../payrollAddress";
import { recordCountText } from "../payrollDisplay";
import {
  PAYROLL_TEXT,
  payrollEnabledToast,
  payrollEnableFailedToast,
  payrollGeneratedToast,
  payrollGenerateFailedToast,
  payrollStatusFailedToast,
  payrollStatusToast,
} from "../payrollTexts";
import { PayrollEmptyState } from "./PayrollEmptyState";
import { PayrollFilters } from "./PayrollFilters";
import { PayrollInvoices } from "./PayrollInvoices";
import { PayrollPlans } from "./PayrollPlans";
import { PayrollSummaryCards } from "./PayrollSummaryCards";
import { PayrollTable } from "./PayrollTable";
import { PayrollTableSkeleton } from "./PayrollTableSkeleton";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const PayrollDeleteDialog = lazyDialog(
  () => import("./PayrollDeleteDialog").then((m) => m.PayrollDeleteDialog),
  (p) => p.row !== null,
);
const PayrollFormDialog = lazyDialog(() => import("./PayrollFormDialog").then((m) => m.PayrollFormDialog));

/** Which dialog is open: none, a new record, or one row's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; row: PayrollDto };

/** A refusal that says the company's payroll is not enabled (docs/product/payroll.md §1: 403). */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Payroll Management (docs/product/payroll.md §6.1, §6.3), for an ADMIN and a SUPER_ADMIN. The company is
 * the ADMIN's own, or the one a SUPER_ADMIN picks; while its payroll is not enabled an ADMIN sees the
 * plans and a SUPER_ADMIN the way to enable it.
 */
export function PayrollManagementView({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const today = useToday();
  const isSuperAdmin = isSuperAdminActor(policyActorOf(me));
  const [params, setParams] = useSearchParams();
  const address = readPayrollAddress(params, today);
  const update = (change: Partial<PayrollAddress>) =>
    setParams(payrollSearch(params, change, today), { replace: true });

  // The company and whether its payroll is on: from the SUPER_ADMIN's company list, or the ADMIN's company.
  const companies = useCompanies();
  const ownCompany = useCompany(isSuperAdmin ? null : me.companyId);
  const companyId = isSuperAdmin
    ? (address.companyId ?? defaultPayrollCompany(companies.data))
    : me.companyId;
  const company = isSuperAdmin
    ? companies.data?.find((candidate) => candidate.id === companyId)
    : ownCompany.data;
  const companyQuery = isSuperAdmin ? companies : ownCompany;

  const heading = (
    <PageHeading
      title={PAYROLL_TEXT.managementTitle}
      description={company ? company.name : (me.companyName ?? undefined)}
    />
  );

  if (!isSuperAdmin && companyId === null)
    return (
      <>
        {heading}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {PAYROLL_TEXT.noCompany}
        </Alert>
      </>
    );
  if (companyQuery.isError)
    return (
      <>
        {heading}
        <LoadError variant="panel" title={PAYROLL_TEXT.companyFailed} query={companyQuery} />
      </>
    );
  if (companyQuery.isPending)
    return (
      <>
        {heading}
        <Skeleton h={320} radius="lg" aria-label="Loading payroll" />
      </>
    );
  if (isSuperAdmin && companyId === null)
    return (
      <>
        {heading}
        <NoCompanies />
      </>
    );
  if (companyId === null || !company) {
    // A company named in the address that is not (or no longer) among the companies.
    return (
      <>
        {heading}
        <PayrollCompanyPicker companyId={companyId} onChange={(next) => update({ companyId: next })} />
        <Alert color="yellow" variant="light">
          {PAYROLL_TEXT.chooseCompany}
        </Alert>
      </>
    );
  }
  if (!company.payrollEnabled)
    return (
      <>
        {heading}
        {isSuperAdmin ? (
          <>
            <PayrollCompanyPicker companyId={companyId} onChange={(next) => update({ companyId: next })} />
            <NotEnabledForCompany companyId={companyId} name={company.name} />
          </>
        ) : (
          <PayrollPlans />
        )}
      </>
    );
  return (
    <PayrollScreen
      me={me}
      companyId={companyId}
      companyName={company.name}
      address={address}
      today={today}
      update={update}
      isSuperAdmin={isSuperAdmin}
    />
  );
}

type PayrollScreenProps = {
  me: UserDto;
  companyId: number;
  companyName: string;
  address: PayrollAddress;
  today: string;
  update: (change: Partial<PayrollAddress>) => void;
  isSuperAdmin: boolean;
};

/** The screen of a company with payroll enabled: summary, filters, table, Generate and the dialogs (§6.3). */
function PayrollScreen({ companyId, companyName, address, today, update, isSuperAdmin }: PayrollScreenProps) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const timeZone = useTimeZone();
  const { month, year } = address;
  const years = yearChoices(periodOfDate(today).year);
  const period = periodLabel(month, year);
  const search = useSearch();
  // Another company, month, year or search starts again at the first page.
  const [page, setPage] = usePage([companyId, month, year, search.query]);
  const rows = useCompanyPayrolls(companyId, { month, year, q: search.query, page });
  useClampPage(page, rows.data?.total, setPage);
  const summary = usePayrollSummary(companyId, { month, year });

  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<PayrollDto | null>(null);
  const setStatus = useSetPayrollStatus();
  const generate = useGeneratePayrolls();

  const changeStatus = (row: PayrollDto, status: PayrollStatus) =>
    setStatus.mutate(
      { id: row.id, status },
      {
        onSuccess: () => showToast(payrollStatusToast(status)),
        onError: (error) => showToast(payrollStatusFailedToast(error)),
      },
    );
  const runGenerate = () =>
    generate.mutate(
      { companyId, period: { month, year } },
      {
        onSuccess: (result) => showToast(payrollGeneratedToast(result)),
        onError: (error) => showToast(payrollGenerateFailedToast(error)),
      },
    );

  // The company's payroll was switched off since the page loaded: its calls answer 403 (§1).
  if (isForbidden(rows.error) && !isSuperAdmin) return <PayrollPlans />;

  const generateButton = (
    <Button
      variant="light"
      leftSection={<IconBolt size={16} />}
      loading={generate.isPending}
      onClick={runGenerate}
    >
      {`${PAYROLL_TEXT.generate} ${period}`}
    </Button>
  );

  const body = () => {
    if (rows.isPending) return <PayrollTableSkeleton />;
    if (rows.isError) return <LoadError variant="panel" title={PAYROLL_TEXT.loadFailed} query={rows} />;
    if (rows.data.total === 0 || rows.data.items.length === 0)
      return (
        <PayrollEmptyState text={PAYROLL_TEXT.empty}>
          {search.query === "" && generateButton}
        </PayrollEmptyState>
      );
    return (
      <>
        <PayrollTable
          rows={rows.data.items}
          timeZone={timeZone}
          savingId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
          onEdit={(row) => setForm({ kind: "edit", row })}
          onDelete={setDeleting}
          onSetStatus={changeStatus}
        />
        <ListPagination label="Payroll records" page={page} total={rows.data.total} onChange={setPage} />
      </>
    );
  };

  return (
    <>
      <PageHeading
        title={PAYROLL_TEXT.managementTitle}
        description={companyName}
        actions={
          <Group gap="sm">
            {generateButton}
            <Button
              component="a"
              href={payrollExportPath(companyId, { month, year })}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {PAYROLL_TEXT.export}
            </Button>
            <Button
              component="a"
              href={payrollStatutoryPath(companyId, { month, year })}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              {PAYROLL_TEXT.statutoryCsv}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ kind: "create" })}>
              {PAYROLL_TEXT.addPayroll}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <PayrollFilters
          companyFilter={
            isSuperAdmin ? { value: companyId, onChange: (next) => update({ companyId: next }) } : undefined
          }
          search={search.text}
          onSearch={search.setText}
          month={month}
          onMonthChange={(next) => update({ month: next })}
          year={year}
          years={years}
          onYearChange={(next) => update({ year: next })}
        />
        <PayrollSummaryCards summary={summary} period={period} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {PAYROLL_TEXT.generatedBySystem}
          </Text>
          {rows.data && rows.data.total > 0 && (
            <Text size="sm" fw={500}>
              {`${recordCountText(rows.data.total)} for ${period}`}
            </Text>
          )}
        </Group>
        {body()}
        <PayrollInvoices companyId={companyId} month={month} year={year} isSuperAdmin={isSuperAdmin} />
      </Stack>
      <PayrollFormDialog
        opened={form.kind !== "closed"}
        onClose={() => setForm({ kind: "closed" })}
        row={form.kind === "edit" ? form.row : undefined}
        companyId={companyId}
        month={month}
        year={year}
        years={years}
      />
      <PayrollDeleteDialog row={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** A SUPER_ADMIN's company picker above a company without payroll (one company: payroll is a company's). */
function PayrollCompanyPicker({
  companyId,
  onChange,
}: {
  companyId: number | null;
  onChange: (companyId: number) => void;
}) {
  return (
    <CompanyFilterSelect
      withAll={false}
      placeholder="Select a company"
      value={companyId}
      onChange={(value) => value !== "all" && onChange(value)}
      mb="md"
    />
  );
}

/**
 * A SUPER_ADMIN looking at a company without payroll (§1): its calls answer 403 for them too, so the one
 * step is enabling it, here in one click (the company update; it closes the company's plan request).
 */
function NotEnabledForCompany({ companyId, name }: { companyId: number; name: string }) {
  const enable = useEnablePayroll();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" color="yellow" icon={<IconLock size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>{PAYROLL_TEXT.notEnabledTitle}</EmptyState.Title>
        <EmptyState.Description maw={460}>{PAYROLL_TEXT.notEnabledForCompany(name)}</EmptyState.Description>
        <EmptyState.Actions>
          <Button
            loading={enable.isPending}
            onClick={() =>
              // Not mutate()'s callbacks: once payroll is on, the refresh replaces this screen, and mutate()
              // drops its callbacks once the component is gone.
              enable.mutateAsync(companyId).then(
                () => showToast(payrollEnabledToast(name)),
                (error: unknown) => showToast(payrollEnableFailedToast(error)),
              )
            }
          >
            {PAYROLL_TEXT.enablePayroll}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** A SUPER_ADMIN on a platform without companies yet. */
function NoCompanies() {
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconBuildingSkyscraper size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>No companies yet</EmptyState.Title>
        <EmptyState.Description maw={420}>Add a company on the Companies page first.</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
