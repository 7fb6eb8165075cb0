import { Avatar, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  IconBriefcase,
  IconBuilding,
  IconCircleCheck,
  IconCurrencyRupee,
  IconLock,
  IconMailForward,
  IconPencil,
  IconReceipt,
  IconTrash,
} from "@tabler/icons-react";
import { formatRupees } from "../../../../shared/common/money";
import type { UserListItem } from "../../../../shared/users/users.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { fullNameOf, roleColor, roleLabel } from "../userDisplay";

type EmployeeCardProps = {
  user: UserListItem;
  /** The signed-in person's own card: marked "You". */
  isSelf: boolean;
  /** Edit is offered (shared `canEditProfile`). */
  canEdit: boolean;
  /** Delete is offered (shared `canDeleteUser`: never one's own account). */
  canDelete: boolean;
  /** Shown when the list spans companies (a SUPER_ADMIN's "All Companies"). */
  showCompany: boolean;
  onEdit: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
  /** Opens the person's 'Salary structure' (docs/product/employees.md §2.1). */
  onShowSalaryStructure: (user: UserListItem) => void;
};

/** One person in the employees grid: who they are, their state, and Edit / Delete. */
export function EmployeeCard({
  user,
  isSelf,
  canEdit,
  canDelete,
  showCompany,
  onEdit,
  onDelete,
  onShowSalaryStructure,
}: EmployeeCardProps) {
  const name = fullNameOf(user);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar name={name} color="initials" size={52} radius="xl" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={650} truncate="end" title={name}>
              {name}
            </Text>
            {isSelf && (
              <Badge size="xs" variant="outline" color="gray">
                You
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate="end" title={user.username}>
            {user.username}
          </Text>
          <Group gap={6} mt={6}>
            <Badge variant="light" color={roleColor(user.role)}>
              {roleLabel(user.role)}
            </Badge>
            {user.isVerified ? (
              <Badge variant="light" color="green" leftSection={<IconCircleCheck size={12} />}>
                Verified
              </Badge>
            ) : (
              <RowTooltip label="Has not confirmed their email address yet" withArrow>
                <Badge variant="light" color="yellow" leftSection={<IconMailForward size={12} />}>
                  Invited
                </Badge>
              </RowTooltip>
            )}
            {user.isLocked && (
              <Badge variant="filled" color="red" leftSection={<IconLock size={12} />}>
                Locked
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      <Stack gap={6} mt="md">
        <Group gap={8} wrap="nowrap">
          <IconBriefcase size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c={user.department ? undefined : "dimmed"} truncate="end">
            {user.department ?? "No department"}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconCurrencyRupee size={16} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c={user.annualCtc === null ? "dimmed" : undefined} truncate="end">
            {user.annualCtc === null
              ? "No annual CTC set"
              : `${formatRupees(user.annualCtc)} a year${user.workState ? ` · ${user.workState}` : ""}`}
          </Text>
        </Group>
        {user.annualCtc !== null && (
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconReceipt size={14} />}
            aria-label={`Salary structure of ${name}`}
            onClick={() => onShowSalaryStructure(user)}
            ml={18}
            style={{ alignSelf: "flex-start" }}
          >
            Salary structure
          </Button>
        )}
        {showCompany && user.companyName && (
          <Group gap={8} wrap="nowrap">
            <IconBuilding size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" truncate="end">
              {user.companyName}
            </Text>
          </Group>
        )}
      </Stack>

      <Card.Section withBorder inheritPadding py="sm" mt="md">
        <Group justify="flex-end" gap="xs">
          {canEdit && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit ${name}`}
              onClick={() => onEdit(user)}
            >
              Edit
            </Button>
          )}
          {canDelete && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              aria-label={`Delete ${name}`}
              onClick={() => onDelete(user)}
            >
              Delete
            </Button>
          )}
        </Group>
      </Card.Section>
    </Card>
  );
}
