import { Button, SimpleGrid, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { canManageCompanies } from "../../../../shared/companies/companies.policy";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";
import { AccessDenied } from "../../../components/AccessDenied";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useOpenPlanRequests } from "../../payroll/payroll.queries";
import { openRequestsByCompany } from "../../payroll/planRequests";
import { useCompaniesPage, useDeleteCompany } from "../companies.queries";
import { COMPANIES_PAGE_SIZE, companyPageInfo } from "../companyPagination";
import { companyDeletedToast, companyDeleteFailedToast } from "../companyToasts";
import { CompaniesEmptyState } from "../components/CompaniesEmptyState";
import { CompaniesPager } from "../components/CompaniesPager";
import { CompaniesSkeleton } from "../components/CompaniesSkeleton";
import { CompaniesTable } from "../components/CompaniesTable";
import { CompaniesToolbar, type CompaniesView } from "../components/CompaniesToolbar";
import { CompanyCard } from "../components/CompanyCard";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const UserFormDialog = lazyDialog(() =>
  import("../../employees/components/UserFormDialog").then((m) => m.UserFormDialog),
);
const CompanyFormDialog = lazyDialog(() =>
  import("../components/CompanyFormDialog").then((m) => m.CompanyFormDialog),
);

/** /companies: super admins only (docs/product/companies.md §5); everyone else sees 'Access Denied'. */
export default function CompaniesPage() {
  const { data: user } = useCurrentUser();
  if (!user || !canManageCompanies(policyActorOf(user))) return <AccessDenied />;
  return <CompaniesScreen />;
}

/** A dialog's state: it keeps its subject while closing, so its title does not flip during the animation. */
type DialogState<T> = { opened: boolean; subject: T };

function CompaniesScreen() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const search = useSearch();
  // A new search starts again at the first page (docs/product/companies.md §5).
  const [requestedPage, setRequestedPage] = usePage([search.query]);
  const companies = useCompaniesPage({ q: search.query, page: requestedPage });
  useClampPage(requestedPage, companies.data?.total, setRequestedPage, COMPANIES_PAGE_SIZE);
  const deleteCompany = useDeleteCompany();
  // Open payroll plan requests beside their companies (payroll.md §6.1).
  const planRequests = openRequestsByCompany(useOpenPlanRequests().data?.items);
  const [view, setView] = useLocalStorage<CompaniesView>({
    key: "companies-view",
    defaultValue: "cards",
    getInitialValueInEffect: false,
  });
  const [companyForm, setCompanyForm] = useState<DialogState<CompanyListItem | undefined>>({
    opened: false,
    subject: undefined,
  });
  const [userForm, setUserForm] = useState<DialogState<number | undefined>>({
    opened: false,
    subject: undefined,
  });
  const openCreate = () => setCompanyForm({ opened: true, subject: undefined });

  // Searched and paged on the server: the rows of this page and how many companies match in all.
  const page = companyPageInfo(companies.data?.total ?? 0, requestedPage);

  const confirmDelete = (company: CompanyListItem) =>
    modals.openConfirmModal({
      title: "Are you sure?",
      centered: true,
      radius: "lg",
      children: (
        <Text size="sm" c="dimmed">
          This action cannot be undone. This will permanently delete the company and all associated data.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        deleteCompany.mutate(company.id, {
          onSuccess: () => showToast(companyDeletedToast),
          onError: (error) => showToast(companyDeleteFailedToast(error)),
        }),
    });

  const handlers = {
    onAddUser: (company: CompanyListItem) => setUserForm({ opened: true, subject: company.id }),
    onEdit: (company: CompanyListItem) => setCompanyForm({ opened: true, subject: company }),
    onDelete: confirmDelete,
  };

  return (
    <>
      <PageHeading
        title="Companies"
        description="Every company on the platform, its people and its payroll."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
            Add Company
          </Button>
        }
      />
      <CompaniesToolbar search={search.text} onSearch={search.setText} view={view} onView={setView} />

      {companies.isPending ? (
        <CompaniesSkeleton view={view} />
      ) : companies.isError ? (
        <LoadError variant="panel" title="Companies could not be loaded" query={companies} />
      ) : companies.data.total === 0 ? (
        <CompaniesEmptyState
          search={search.query}
          onClearSearch={() => search.setText("")}
          onAdd={openCreate}
        />
      ) : (
        <>
          {view === "table" ? (
            <CompaniesTable companies={companies.data.items} planRequests={planRequests} {...handlers} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {companies.data.items.map((company) => (
                <CompanyCard
                  key={company.id}
                  company={company}
                  planRequest={planRequests.get(company.id)}
                  {...handlers}
                />
              ))}
            </SimpleGrid>
          )}
          <CompaniesPager page={page} onPage={setRequestedPage} />
        </>
      )}

      <CompanyFormDialog
        opened={companyForm.opened}
        onClose={() => setCompanyForm((state) => ({ ...state, opened: false }))}
        company={companyForm.subject}
      />
      <UserFormDialog
        opened={userForm.opened}
        onClose={() => setUserForm((state) => ({ ...state, opened: false }))}
        companyId={userForm.subject}
      />
    </>
  );
}
