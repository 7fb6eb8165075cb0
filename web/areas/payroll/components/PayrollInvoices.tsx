import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconFileInvoice } from "@tabler/icons-react";
import { formatRupees } from "../../../../shared/common/money";
import { periodLabel } from "../../../../shared/payroll/payroll.rules";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { usePage } from "../../../lib/paging";
import { showToast } from "../../../lib/toast";
import { failureReason } from "../../auth/serverMessage";
import { invoicePdfPath, useCompanyInvoices, useCreateInvoice } from "../invoices.queries";

const STATUS_COLOR: Record<string, string> = {
  PENDING: "yellow",
  COMPLETED: "teal",
  FAILED: "red",
  CANCELLED: "gray",
};

/**
 * The company's invoices on the payroll management screen (docs/product/invoices.md): a SUPER_ADMIN
 * creates the chosen month's; everyone who manages the company's payroll downloads each as a PDF.
 */
export function PayrollInvoices({
  companyId,
  month,
  year,
  isSuperAdmin,
}: {
  companyId: number;
  month: number;
  year: number;
  isSuperAdmin: boolean;
}) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const [page, setPage] = usePage([companyId]);
  const invoices = useCompanyInvoices(companyId, page);
  const create = useCreateInvoice();
  const period = periodLabel(month, year);
  // The chosen month's invoice is listed already: no button to make a second (the server answers 409 anyway).
  const invoiced = invoices.data?.items.some((invoice) => invoice.month === month && invoice.year === year);

  const createInvoice = () =>
    create.mutate(
      { companyId, period: { month, year } },
      {
        onSuccess: (invoice) =>
          showToast({
            color: "teal",
            title: "Invoice created",
            message: `${invoice.number}: ${formatRupees(invoice.total)} for ${period}, pending in Finance.`,
          }),
        onError: (error) =>
          showToast({ color: "red", title: "Could not create the invoice", message: failureReason(error) }),
      },
    );

  const list = () => {
    if (invoices.isPending) return <Text c="dimmed">Loading invoices…</Text>;
    if (invoices.isError)
      return <LoadError variant="panel" title="Could not load invoices" query={invoices} />;
    if (invoices.data.items.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
    return (
      <>
        {invoices.data.items.map((invoice) => (
          <Group key={invoice.id} justify="space-between" wrap="nowrap">
            <Group gap="sm">
              <Text fw={600}>{invoice.number}</Text>
              <Text c="dimmed">{periodLabel(invoice.month, invoice.year)}</Text>
              <Badge variant="light" color={STATUS_COLOR[invoice.transactionStatus] ?? "gray"}>
                {invoice.transactionStatus}
              </Badge>
            </Group>
            <Group gap="md">
              <Text fw={600}>{formatRupees(invoice.total)}</Text>
              <Anchor href={invoicePdfPath(invoice.id)} download aria-label={`Download ${invoice.number}`}>
                <Group gap={4}>
                  <IconDownload size={16} />
                  PDF
                </Group>
              </Anchor>
            </Group>
          </Group>
        ))}
        <ListPagination label="Invoices" page={page} total={invoices.data.total} onChange={setPage} />
      </>
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          {/* An h2 under the page's h1: headings never skip a level (accessibility, bench/README.md). */}
          <Title order={2} size="h5">
            Invoices
          </Title>
          {isSuperAdmin && !invoiced && (
            <Button
              variant="light"
              leftSection={<IconFileInvoice size={16} />}
              loading={create.isPending}
              onClick={createInvoice}
            >
              {`Create invoice for ${period}`}
            </Button>
          )}
        </Group>
        {list()}
      </Stack>
    </Paper>
  );
}
