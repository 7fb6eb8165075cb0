import { Badge, Button, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconFilter, IconLockOpen, IconSearch, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { isSuperAdmin } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { InlineLoader } from "../../../components/InlineLoader";
import { ListPagination } from "../../../components/ListPagination";
import { TitledSection } from "../../../components/TitledSection";
import { roleLabel } from "../../../layout/navigation";
import { errorMessage } from "../../../lib/api";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useManagedUserCounts, useManagedUsers, useUnlockUser } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";
import { accountsSummary, canUnlockUser, emptyUsersText, formatLockedUntil } from "../userManagement.rules";

const COLUMNS = ["Name", "Email", "Role", "Status", "Failed Attempts", "Locked Until", "Action"] as const;

/**
 * User management (docs/product/settings.md §6): every account with its lock state, and unlock for locked ones. The
 * list is searched (name or e-mail), filtered to locked accounts and paged on the server, 25 rows a page.
 */
export function UserManagementPanel({ user }: { user: UserDto }) {
  const actor = policyActorOf(user);
  const [onlyLocked, setOnlyLocked] = useState(false);
  const search = useSearch();
  // A new search or the locked switch starts again at the first page.
  const [page, setPage] = usePage([search.query, onlyLocked]);
  const {
    data: users,
    isPending,
    isError,
    error,
  } = useManagedUsers(user, {
    q: search.query,
    onlyLocked,
    page,
  });
  const counts = useManagedUserCounts(user, search.query);
  useClampPage(page, users?.total, setPage);
  const unlock = useUnlockUser();
  const rows = users?.items ?? [];

  const unlockUser = (row: UserListItem) => {
    unlock.mutate(row.id, {
      onSuccess: () =>
        showToast({
          color: "teal",
          title: SETTINGS_TEXT.accountUnlocked,
          message: `${row.firstName} ${row.lastName} can sign in again.`,
        }),
      onError: (failure) =>
        showToast({ color: "red", message: SETTINGS_TEXT.unlockFailed(errorMessage(failure)) }),
    });
  };

  return (
    <TitledSection
      title="User Management"
      description={
        isSuperAdmin(actor)
          ? "Every account on the platform. Accounts lock after repeated failed sign-ins."
          : "The accounts of your company. Accounts lock after repeated failed sign-ins."
      }
      actions={
        <Button
          variant={onlyLocked ? "filled" : "default"}
          leftSection={onlyLocked ? <IconUsers size={16} /> : <IconFilter size={16} />}
          onClick={() => setOnlyLocked((value) => !value)}
          aria-pressed={onlyLocked}
        >
          {onlyLocked ? SETTINGS_TEXT.showAllUsers : SETTINGS_TEXT.showOnlyLocked}
        </Button>
      }
    >
      <TextInput
        aria-label="Search users"
        placeholder="Search by name or email..."
        leftSection={<IconSearch size={16} />}
        value={search.text}
        onChange={(event) => search.setText(event.currentTarget.value)}
        maw={{ sm: 360 }}
        mb="md"
      />
      {isPending ? (
        <InlineLoader text={SETTINGS_TEXT.loadingUsers} />
      ) : isError ? (
        <Text c="red" size="sm" py="md">
          {errorMessage(error, "Failed to load users")}
        </Text>
      ) : (
        <Stack gap="xs">
          {counts.data && (
            <Text size="sm" c="dimmed">
              {accountsSummary(counts.data.accounts, counts.data.locked)}
            </Text>
          )}
          <Table.ScrollContainer minWidth={880}>
            <Table verticalSpacing="sm" highlightOnHover={rows.length > 0}>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS.length}>
                      <Text ta="center" c="dimmed" py="lg">
                        {emptyUsersText(onlyLocked)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => (
                    <UserRow
                      key={row.id}
                      row={row}
                      showCompany={isSuperAdmin(actor)}
                      canUnlock={canUnlockUser(actor, row)}
                      isUnlocking={unlock.isPending && unlock.variables === row.id}
                      onUnlock={() => unlockUser(row)}
                    />
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination label="Users" page={page} total={users.total} onChange={setPage} />
        </Stack>
      )}
    </TitledSection>
  );
}

interface UserRowProps {
  row: UserListItem;
  showCompany: boolean;
  canUnlock: boolean;
  isUnlocking: boolean;
  onUnlock: () => void;
}

function UserRow({ row, showCompany, canUnlock, isUnlocking, onUnlock }: UserRowProps) {
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {showCompany && (
          <Text size="xs" c="dimmed">
            {row.companyName ?? "Platform"}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{row.username}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{roleLabel(row.role)}</Text>
      </Table.Td>
      <Table.Td>
        <Badge color={row.isLocked ? "red" : "green"} variant="light">
          {row.isLocked ? "Locked" : "Active"}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={row.failedLoginAttempts > 0 ? undefined : "dimmed"}>
          {row.failedLoginAttempts}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {formatLockedUntil(row.lockedUntil)}
        </Text>
      </Table.Td>
      <Table.Td>
        {canUnlock ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLockOpen size={14} />}
            loading={isUnlocking}
            onClick={onUnlock}
          >
            Unlock
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
