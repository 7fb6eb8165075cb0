import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvoiceCreateValues } from "../../../shared/finance/invoices.schema";
import { apiList, apiRequest } from "../../lib/api";
import { listQuery, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";

// The answers' schema loads only where answers are checked (docs/ARCHITECTURE.md, Web).
const invoiceSchemas = () => import("../../../shared/finance/invoices.schema");

/** The query keys of a company's invoices (docs/product/invoices.md). */
export const invoiceKeys = {
  all: ["invoices"] as const,
  company: (companyId: number, page: number) => [...invoiceKeys.all, "company", companyId, { page }] as const,
};

/** GET /api/invoices/{id}/invoice.pdf: the invoice's PDF, a download named by the server. */
export function invoicePdfPath(id: number): string {
  return `/api/invoices/${id}/invoice.pdf`;
}

/** GET /api/companies/{id}/invoices: a page of the company's invoices, newest month first. */
export function useCompanyInvoices(companyId: number | null, page: number) {
  return useSteadyQuery({
    queryKey: invoiceKeys.company(companyId ?? 0, page),
    queryFn: () =>
      apiList(
        `/api/companies/${companyId ?? 0}/invoices${listQuery(pageParams(page))}`,
        async () => (await invoiceSchemas()).invoiceDtoSchema,
      ),
    enabled: companyId !== null,
  });
}

/** POST /api/companies/{id}/invoices (SUPER_ADMIN): the chosen month's invoice; the lists then reload. */
export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, period }: { companyId: number; period: InvoiceCreateValues }) =>
      apiRequest(
        "POST",
        `/api/companies/${companyId}/invoices`,
        period,
        async () => (await invoiceSchemas()).invoiceDtoSchema,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.all }),
        client.invalidateQueries({ queryKey: ["finance"] }),
      ]),
  });
}
