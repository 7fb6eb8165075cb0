import { Button, SimpleGrid, Text } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { canManageCompanies } from "../../../../shared/companies/companies.policy";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";
import { AccessDenied } from "../../../components/AccessDenied";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { UserFormDialog } from "../../employees/components/UserFormDialog";
import { useCompanies, useDeleteCompany } from "../companies.queries";
import { paginateCompanies } from "../companyPagination";
import { filterCompanies } from "../companySearch";
import { companyDeletedToast, companyDeleteFailedToast } from "../companyToasts";
import { CompaniesEmptyState } from "../components/CompaniesEmptyState";
import { CompaniesPager } from "../components/CompaniesPager";
import { CompaniesSkeleton } from "../components/CompaniesSkeleton";
import { CompaniesTable } from "../components/CompaniesTable";
import { CompaniesToolbar, type CompaniesView } from "../components/CompaniesToolbar";
import { CompanyCard } from "../components/CompanyCard";
import { CompanyFormDialog } from "../components/CompanyFormDialog";

/** /companies: super admins only (spec 01 §2); everyone else sees 'Access Denied'. */
export default function CompaniesPage() {
  const { data: user } = useCurrentUser();
  if (!user || !canManageCompanies(policyActorOf(user))) return <AccessDenied />;
  return <CompaniesScreen />;
}

/** A dialog's state: it keeps its subject while closing, so its title does not flip during the animation. */
type DialogState<T> = { opened: boolean; subject: T };

function CompaniesScreen() {
  const companies = useCompanies();
  const deleteCompany = useDeleteCompany();
  const [search, setSearch] = useState("");
  const [requestedPage, setRequestedPage] = useState(1);
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

  const filtered = useMemo(() => filterCompanies(companies.data ?? [], search), [companies.data, search]);
  const page = paginateCompanies(filtered, requestedPage);

  const changeSearch = (text: string) => {
    setSearch(text);
    setRequestedPage(1);
  };

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
      <CompaniesToolbar search={search} onSearch={changeSearch} view={view} onView={setView} />

      {companies.isPending ? (
        <CompaniesSkeleton view={view} />
      ) : companies.isError ? (
        <LoadError variant="panel" title="Companies could not be loaded" query={companies} />
      ) : page.items.length === 0 ? (
        <CompaniesEmptyState search={search} onClearSearch={() => changeSearch("")} onAdd={openCreate} />
      ) : (
        <>
          {view === "table" ? (
            <CompaniesTable companies={page.items} {...handlers} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {page.items.map((company) => (
                <CompanyCard key={company.id} company={company} {...handlers} />
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
