import { Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { LeaveAllocation } from "../../../../shared/leaves/leaves.schema";
import { errorMessage } from "../../../lib/api";
import { availableLeaves } from "../leaveAllocation";
import { lacksCompany } from "../leaveDisplay";
import { type CompanyScope, useLeaveAllocations } from "../leaves.queries";
import { LEAVE_TEXT } from "../leaveToasts";
import { AllocationCardList } from "./AllocationCardList";
import { AllocationInput } from "./AllocationInput";
import { CompanyFilterSelect } from "./CompanyFilterSelect";
import { LeaveErrorNotice, LeaveLoading } from "./LeaveNotices";

const COLUMNS = ["Employee", "Total Leaves", "Leaves Taken", "Available", "Update Allocation"] as const;

/**
 * The leave allocation table (spec 01 §2, spec 02 §2.7): each person's total, taken and available
 * days, with the allocation editable in place. A SUPER_ADMIN picks the company ('Company Filter').
 * Shared by the leave management view and Settings → Leave Settings.
 */
export function LeaveAllocationTable({ me }: { me: UserDto }) {
  const isSuperAdmin = me.role === "SUPER_ADMIN";
  const [filter, setFilter] = useState<CompanyScope>("all");
  const companyId: CompanyScope | null = isSuperAdmin ? filter : me.companyId;
  const allocations = useLeaveAllocations(companyId);
  // A phone gets cards: five columns with an input do not fit 390 px.
  const isWide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });

  if (lacksCompany(me)) return <LeaveErrorNotice title={LEAVE_TEXT.noCompany} />;
  const showCompany = isSuperAdmin && companyId === "all";

  return (
    <Stack gap="md">
      {isSuperAdmin && (
        <Group>
          <CompanyFilterSelect label="Company Filter" value={filter} onChange={setFilter} />
        </Group>
      )}
      {allocations.isPending ? (
        <LeaveLoading />
      ) : allocations.isError ? (
        <Text c="red" size="sm">
          {errorMessage(allocations.error, LEAVE_TEXT.loadFailed)}
        </Text>
      ) : !isWide ? (
        <AllocationCardList rows={allocations.data} showCompany={showCompany} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover={allocations.data.length > 0}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {allocations.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text ta="center" c="dimmed" py="lg">
                      No employees found.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                allocations.data.map((row) => (
                  <AllocationRow key={row.id} row={row} showCompany={showCompany} />
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function AllocationRow({ row, showCompany }: { row: LeaveAllocation; showCompany: boolean }) {
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
        <AllocationInput row={row} />
      </Table.Td>
    </Table.Tr>
  );
}
