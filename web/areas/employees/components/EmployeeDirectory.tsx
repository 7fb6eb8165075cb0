import { Button, SimpleGrid, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { PageHeading } from "../../../components/PageHeading";
import { useCompaniesForFilter, useCompanyUsers } from "../employees.queries";
import { filterPeople } from "../userDisplay";
import { DeleteUserDialog } from "./DeleteUserDialog";
import { EmployeeCard } from "./EmployeeCard";
import { EmployeeCardSkeletons } from "./EmployeeCardSkeletons";
import { ALL_COMPANIES, EmployeeFilters } from "./EmployeeFilters";
import { NoEmployeesYet, NoSearchMatches } from "./EmployeesEmptyState";
import { LoadErrorNotice } from "./LoadErrorNotice";
import { UserFormDialog } from "./UserFormDialog";

/** Which form is open: none, a new person, or one person's edit. */
type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; user: UserListItem };

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/**
 * The admin view of /employees (spec 01 §2): people as cards with edit and delete, an add dialog,
 * and for a SUPER_ADMIN the company filter and Show Admins (on by default). An ADMIN sees the company's
 * employees; their own Show Admins switch (off by default) brings fellow admins in to manage them.
 */
export function EmployeeDirectory({ me }: { me: UserDto }) {
  const isSuperAdmin = me.role === "SUPER_ADMIN";
  const [companyFilter, setCompanyFilter] = useState<string>(ALL_COMPANIES);
  const [includeAdmins, setIncludeAdmins] = useState(isSuperAdmin);
  const [search, setSearch] = useState("");
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const [deleting, setDeleting] = useState<UserListItem | null>(null);

  const companyId: number | "all" | null = isSuperAdmin
    ? companyFilter === ALL_COMPANIES
      ? "all"
      : Number(companyFilter)
    : me.companyId;
  const people = useCompanyUsers(companyId, includeAdmins);
  const companies = useCompaniesForFilter();
  const shown = filterPeople(people.data ?? [], search);
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
    if (people.isError)
      return (
        <LoadErrorNotice
          title="Could not load employees"
          error={people.error}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      );
    if (people.data.length === 0) return <NoEmployeesYet onAdd={openCreate} />;
    if (shown.length === 0) return <NoSearchMatches onClear={() => setSearch("")} />;
    return (
      <>
        <Text size="sm" c="dimmed" mb="sm">
          {shown.length === people.data.length
            ? `${people.data.length} ${people.data.length === 1 ? "person" : "people"}`
            : `${shown.length} of ${people.data.length} people`}
        </Text>
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {shown.map((user) => (
            <EmployeeCard
              key={user.id}
              user={user}
              isSelf={user.id === me.id}
              showCompany={isSuperAdmin && companyId === "all"}
              onEdit={(target) => setForm({ kind: "edit", user: target })}
              onDelete={setDeleting}
            />
          ))}
        </SimpleGrid>
      </>
    );
  };

  return (
    <>
      {heading}
      <EmployeeFilters
        search={search}
        onSearchChange={setSearch}
        includeAdmins={includeAdmins}
        onIncludeAdminsChange={setIncludeAdmins}
        companyFilter={
          isSuperAdmin
            ? {
                value: companyFilter,
                onChange: setCompanyFilter,
                companies: companies.data ?? [],
                loading: companies.isPending,
              }
            : undefined
        }
      />
      {body()}
      <UserFormDialog
        opened={form.kind !== "closed"}
        onClose={() => setForm({ kind: "closed" })}
        companyId={typeof companyId === "number" ? companyId : undefined}
        user={form.kind === "edit" ? form.user : undefined}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
