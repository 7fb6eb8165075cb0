import { Alert, Button, EmptyState, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconPlus, IconReceipt2 } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import {
  canManageTransactions,
  canReadAllTransactions,
  canViewFinance,
} from "../../../../shared/finance/finance.policy";
import type { TransactionDto } from "../../../../shared/finance/finance.schema";
import { AccessDenied } from "../../../components/AccessDenied";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import type { CompanyScope } from "../../../lib/companyScope";
import { useClampPage, usePage } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useTimeZone } from "../../../lib/timeZone";
import { useCompanies } from "../../companies/companies.queries";
import { FinanceSummaryCards } from "../components/FinanceSummaryCards";
import { TransactionsTable, TransactionsTableSkeleton } from "../components/TransactionsTable";
import { useTransactionSummary, useTransactions } from "../finance.queries";
import { financeSearch, readFinanceScope } from "../financeAddress";
import { FINANCE_TEXT } from "../financeTexts";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const TransactionDeleteDialog = lazyDialog(
  () => import("../components/TransactionDeleteDialog").then((m) => m.TransactionDeleteDialog),
  (p) => p.row !== null,
);
const TransactionFormDialog = lazyDialog(() =>
  import("../components/TransactionFormDialog").then((m) => m.TransactionFormDialog),
);

/** Which dialog is open: none, a new transaction, or one row's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; row: TransactionDto };

/**
 * /finance (docs/product/finance.md §5): a SUPER_ADMIN's every company (or one, by the filter) with Add,
 * Edit and Delete; an ADMIN's own company, read only; an EMPLOYEE is told they may not, and no finance
 * call is made.
 */
export default function FinancePage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!canViewFinance(policyActorOf(me)))
    return (
      <>
        <PageHeading title={FINANCE_TEXT.title} />
        <AccessDenied message={FINANCE_TEXT.employeeDenied} />
      </>
    );
  return <FinanceView me={me} />;
}

function FinanceView({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const readsAll = canReadAllTransactions(actor);
  const manages = canManageTransactions(actor);
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const scope: CompanyScope | null = readsAll ? readFinanceScope(params) : me.companyId;
  const setScope = (next: CompanyScope) => setParams(financeSearch(params, next), { replace: true });

  // Another company starts again at the first page.
  const [page, setPage] = usePage([scope]);
  const rows = useTransactions(scope, page);
  useClampPage(page, rows.data?.total, setPage);
  const summary = useTransactionSummary(scope);
  const companies = useCompanies();
  const companyName =
    scope === "all" || scope === null
      ? undefined
      : readsAll
        ? companies.data?.find((company) => company.id === scope)?.name
        : (me.companyName ?? undefined);

  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<TransactionDto | null>(null);
  const addButton = manages && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ kind: "create" })}>
      {FINANCE_TEXT.addTransaction}
    </Button>
  );

  const heading = (
    <PageHeading
      title={FINANCE_TEXT.title}
      description={companyName ?? (scope === "all" ? FINANCE_TEXT.allCompaniesDescription : undefined)}
      actions={
        (readsAll || manages) && (
          <Group gap="sm">
            {readsAll && scope !== null && <CompanyFilterSelect value={scope} onChange={setScope} />}
            {addButton}
          </Group>
        )
      }
    />
  );

  if (scope === null)
    return (
      <>
        {heading}
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {FINANCE_TEXT.noCompany}
        </Alert>
      </>
    );

  const list = () => {
    if (rows.isPending) return <TransactionsTableSkeleton />;
    if (rows.isError) return <LoadError variant="panel" title={FINANCE_TEXT.loadFailed} query={rows} />;
    if (rows.data.total === 0 || rows.data.items.length === 0)
      return (
        <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
          <EmptyState variant="light" icon={<IconReceipt2 size={28} stroke={1.6} />}>
            <EmptyState.Title order={2}>{FINANCE_TEXT.empty}</EmptyState.Title>
            {manages && (
              <>
                <EmptyState.Description maw={420}>{FINANCE_TEXT.emptyForSuperAdmin}</EmptyState.Description>
                <EmptyState.Actions>{addButton}</EmptyState.Actions>
              </>
            )}
          </EmptyState>
        </Paper>
      );
    return (
      <>
        <TransactionsTable
          rows={rows.data.items}
          timeZone={timeZone}
          actions={
            manages ? { onEdit: (row) => setForm({ kind: "edit", row }), onDelete: setDeleting } : undefined
          }
        />
        <ListPagination label="Transactions" page={page} total={rows.data.total} onChange={setPage} />
      </>
    );
  };

  return (
    <>
      {heading}
      <Stack gap="md">
        <FinanceSummaryCards summary={summary} />
        {rows.data && rows.data.total > 0 && (
          <Text size="sm" c="dimmed">
            Newest first
          </Text>
        )}
        {list()}
      </Stack>
      {manages && (
        <>
          <TransactionFormDialog
            opened={form.kind !== "closed"}
            onClose={() => setForm({ kind: "closed" })}
            row={form.kind === "edit" ? form.row : undefined}
            companyId={scope === "all" ? null : scope}
          />
          <TransactionDeleteDialog row={deleting} onClose={() => setDeleting(null)} />
        </>
      )}
    </>
  );
}
