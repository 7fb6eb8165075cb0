import { Button, SimpleGrid, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { canDeleteUser, canEditProfile, isSelf } from "../../../../shared/users/users.policy";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { ListPagination } from "../../../components/ListPagination";
import { LoadError } from "../../../components/LoadError";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { ALL, type CompanyScope, scopeFor } from "../../../lib/companyScope";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { useCompanyUsersPage } from "../employees.queries";
import { EmployeeCard } from "./EmployeeCard";
import { EmployeeCardSkeletons } from "./EmployeeCardSkeletons";
import { EmployeeFilters } from "./EmployeeFilters";
import { NoEmployeesYet, NoSearchMatches } from "./EmployeesEmptyState";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const DeleteUserDialog = lazyDialog(
  () => import("./DeleteUserDialog").then((m) => m.DeleteUserDialog),
  (p) => p.user !== null,
);
const UserFormDialog = lazyDialog(() => import("./UserFormDialog").then((m) => m.UserFormDialog));
const SalaryStructureDialog = lazyDialog(
  () => import("./SalaryStructureDialog").then((m) => m.SalaryStructureDialog),
  (p) => p.user !== null,
);

/** Which form is open: none, a new person, or one person's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; user: UserListItem };

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/**
 * The admin view of /employees (docs/product/employees.md §5): people as cards with edit and delete, an add dialog,
 * and for a SUPER_ADMIN the company filter and Show Admins (on by default). An ADMIN sees the company's
 * employees; their own Show Admins switch (off by default) brings fellow admins in to manage them.
 */
export function EmployeeDirectory({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = isSuperAdminActor(actor);
  const [companyFilter, setCompanyFilter] = useState<CompanyScope>(ALL);
  const [includeAdmins, setIncludeAdmins] = useState(isSuperAdmin);
  const search = useSearch();
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [structureOf, setStructureOf] = useState<UserListItem | null>(null);

  const companyId = scopeFor(me, companyFilter);
  // A new company, switch or search starts again at the first page.
  const [page, setPage] = usePage([companyId, includeAdmins, search.query]);
  const people = useCompanyUsersPage(companyId, { includeAdmins, q: search.query, page });
  useClampPage(page, people.data?.total, setPage);
  const openCreate = () => setForm({ kind: "create" });

  const heading = (
    <PageHeading
      title="Employees"
      description={
        isSuperAdmin ? "People across the companies on the platform" : (me.companyName ?? undefined)
      }
      actions={
        <Button leftSection={<IconUserPlus size={16} />} onClick={openCreate}>
          Add Employee
        </Button>
      }
    />
  );

  const body = () => {
    if (people.isPending)
      return (
        <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Loading employees">
          <EmployeeCardSkeletons />
        </SimpleGrid>
      );
    if (people.isError) return <LoadError title="Could not load employees" query={people} />;
    const { items, total } = people.data;
    if (total === 0 && search.query === "") return <NoEmployeesYet onAdd={openCreate} />;
    if (total === 0) return <NoSearchMatches onClear={() => search.setText("")} />;
    return (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          {`${total} ${total === 1 ? "person" : "people"}`}
        </Text>
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {items.map((user) => (
            <EmployeeCard
              key={user.id}
              user={user}
              isSelf={isSelf(actor, user)}
              canEdit={canEditProfile(actor, user)}
              canDelete={canDeleteUser(actor, user)}
              showCompany={isSuperAdmin && companyId === "all"}
              onEdit={(target) => setForm({ kind: "edit", user: target })}
              onDelete={setDeleting}
              onShowSalaryStructure={setStructureOf}
            />
          ))}
        </SimpleGrid>
        <ListPagination label="Employees" page={page} total={total} onChange={setPage} />
      </>
    );
  };

  return (
    <>
      {heading}
      <EmployeeFilters
        search={search.text}
        onSearchChange={search.setText}
        includeAdmins={includeAdmins}
        onIncludeAdminsChange={setIncludeAdmins}
        companyFilter={isSuperAdmin ? { value: companyFilter, onChange: setCompanyFilter } : undefined}
      />
      {body()}
      <UserFormDialog
        opened={form.kind !== "closed"}
        onClose={() => setForm({ kind: "closed" })}
        companyId={typeof companyId === "number" ? companyId : undefined}
        user={form.kind === "edit" ? form.user : undefined}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <SalaryStructureDialog user={structureOf} onClose={() => setStructureOf(null)} />
    </>
  );
}
