import { Badge, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconFilter, IconLockOpen, IconSearch, IconShieldOff, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { isSuperAdmin } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { InlineLoader } from "../../../components/InlineLoader";
import { ListPagination } from "../../../components/ListPagination";
import { TitledSection } from "../../../components/TitledSection";
import { roleLabel } from "../../../layout/navigation";
import { errorMessage } from "../../../lib/api";
import { useClampPage, usePage, useSearch } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useManagedUserCounts, useManagedUsers, useResetTwoFactor, useUnlockUser } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";
import {
  accountsSummary,
  canResetUserTwoFactor,
  canUnlockUser,
  emptyUsersText,
  formatLockedUntil,
} from "../userManagement.rules";

const COLUMNS = ["Name", "Email", "Role", "Status", "Failed Attempts", "Locked Until", "Action"] as const;

/**
 * User management (docs/product/settings.md §6): every account with its lock state, and unlock for locked ones. The
 * list is searched (name or e-mail), filtered to locked accounts and paged on the server, 25 rows a page. A
 * SUPER_ADMIN also resets someone's lost second factor here, after a confirmation (accounts.md §3.3).
 */
export function UserManagementPanel({ user }: { user: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
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
  const resetTwoFactor = useResetTwoFactor();
  const [resetting, setResetting] = useState<UserListItem | null>(null);
  const rows = users?.items ?? [];

  const confirmReset = (row: UserListItem) =>
    resetTwoFactor.mutate(row.id, {
      onSuccess: () => {
        setResetting(null);
        showToast({
          color: "teal",
          title: SETTINGS_TEXT.twoFactorResetTitle,
          message: SETTINGS_TEXT.twoFactorResetDone(`${row.firstName} ${row.lastName}`),
        });
      },
      onError: (failure) =>
        showToast({
          color: "red",
          title: SETTINGS_TEXT.twoFactorResetFailed,
          message: errorMessage(failure),
        }),
    });

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
                      canResetTwoFactor={canResetUserTwoFactor(actor, row)}
                      onResetTwoFactor={() => setResetting(row)}
                    />
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination label="Users" page={page} total={users.total} onChange={setPage} />
        </Stack>
      )}
      <ConfirmDialog
        subject={resetting}
        title="Reset two-factor sign-in"
        confirmLabel="Reset"
        busy={resetTwoFactor.isPending}
        onClose={() => setResetting(null)}
        onConfirm={confirmReset}
      >
        {(row) => (
          <Text size="sm">
            Reset two-factor sign-in for {row ? `${row.firstName} ${row.lastName}` : "this person"}? Their
            sessions end, and they sign in with their password alone until they set it up again.
          </Text>
        )}
      </ConfirmDialog>
    </TitledSection>
  );
}

interface UserRowProps {
  row: UserListItem;
  showCompany: boolean;
  canUnlock: boolean;
  isUnlocking: boolean;
  onUnlock: () => void;
  canResetTwoFactor: boolean;
  onResetTwoFactor: () => void;
}

function UserRow(props: UserRowProps) {
  const { row, showCompany, canUnlock, isUnlocking, onUnlock, canResetTwoFactor, onResetTwoFactor } = props;
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
      <Table.Td miw={96}>
        <Stack gap={4} align="flex-start">
          <Badge color={row.isLocked ? "red" : "green"} variant="light">
            {row.isLocked ? "Locked" : "Active"}
          </Badge>
          {row.twoFactorEnabled && (
            <Badge color="teal" variant="outline" title="Two-factor sign-in on">
              2FA
            </Badge>
          )}
        </Stack>
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
        {canUnlock || canResetTwoFactor ? (
          <Group gap="xs" wrap="nowrap">
            {canUnlock && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLockOpen size={14} />}
                loading={isUnlocking}
                onClick={onUnlock}
              >
                Unlock
              </Button>
            )}
            {canResetTwoFactor && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconShieldOff size={14} />}
                onClick={onResetTwoFactor}
              >
                Reset two-factor
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
