import { Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { canSetLeaveAllocation } from "../../../../shared/leaves/leaves.policy";
import type { LeaveAllocation } from "../../../../shared/leaves/leaves.schema";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { ListPagination } from "../../../components/ListPagination";
import { errorMessage } from "../../../lib/api";
import { ALL, type CompanyScope, scopeFor } from "../../../lib/companyScope";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { availableLeaves } from "../leaveAllocation";
import { lacksCompany } from "../leaveDisplay";
import { useLeaveAllocations } from "../leaves.queries";
import { LEAVE_TEXT } from "../leaveToasts";
import { AllocationCardList } from "./AllocationCardList";
import { AllocationControl } from "./AllocationInput";
import { LeaveErrorNotice, LeaveLoading } from "./LeaveNotices";

const COLUMNS = ["Employee", "Total Leaves", "Leaves Taken", "Available", "Update Allocation"] as const;

/**
 * The leave allocation table (docs/product/leave.md §6.2): each person's total, taken and available
 * days, with the allocation editable in place (never one's own: shared `canSetLeaveAllocation`). A SUPER_ADMIN picks the company ('Company Filter').
 * Shared by the leave management view and Settings → Leave Settings.
 */
export function LeaveAllocationTable({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = isSuperAdminActor(actor);
  const canEdit = (row: LeaveAllocation) => canSetLeaveAllocation(actor, row);
  const [filter, setFilter] = useState<CompanyScope>(ALL);
  const companyId = scopeFor(me, filter);
  const search = useSearch();
  // Another company or search starts again at the first page.
  const [page, setPage] = usePage([companyId, search.query]);
  const allocations = useLeaveAllocations(companyId, { q: search.query, page });
  useClampPage(page, allocations.data?.total, setPage);
  // A phone gets cards: five columns with an input do not fit 390 px.
  const isWide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });

  if (lacksCompany(me)) return <LeaveErrorNotice title={LEAVE_TEXT.noCompany} />;
  const showCompany = isSuperAdmin && companyId === "all";

  return (
    <Stack gap="md">
      <Group align="flex-end">
        {isSuperAdmin && <CompanyFilterSelect label="Company Filter" value={filter} onChange={setFilter} />}
        <TextInput
          aria-label="Search people"
          placeholder="Search by name..."
          leftSection={<IconSearch size={16} />}
          value={search.text}
          onChange={(event) => search.setText(event.currentTarget.value)}
          w={{ base: "100%", xs: 260 }}
        />
      </Group>
      {allocations.isPending ? (
        <LeaveLoading />
      ) : allocations.isError ? (
        <Text c="red" size="sm">
          {errorMessage(allocations.error, LEAVE_TEXT.loadFailed)}
        </Text>
      ) : !isWide ? (
        <AllocationCardList rows={allocations.data.items} showCompany={showCompany} canEdit={canEdit} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover={allocations.data.total > 0}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {allocations.data.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      No employees found.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                allocations.data.items.map((row) => (
                  <AllocationRow key={row.id} row={row} showCompany={showCompany} canEdit={canEdit(row)} />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {allocations.data && (
        <ListPagination
          label="Leave allocation"
          page={page}
          total={allocations.data.total}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

function AllocationRow({
  row,
  showCompany,
  canEdit,
}: {
  row: LeaveAllocation;
  showCompany: boolean;
  canEdit: boolean;
}) {
  const available = availableLeaves(row);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {row.firstName} {row.lastName}
        </Text>
        <Text size="xs" c="dimmed">
          {showCompany ? `${row.companyName} · ${row.username}` : row.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.totalLeaves}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.leavesTaken}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} c={available < 0 ? "red" : available === 0 ? "dimmed" : undefined}>
          {available}
        </Text>
      </Table.Td>
      <Table.Td>
        <AllocationControl row={row} canEdit={canEdit} />
      </Table.Td>
    </Table.Tr>
  );
}
