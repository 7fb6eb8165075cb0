import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBuilding, IconMail } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import { PT_STATES } from "../../../../shared/payroll/statutory/statutory-years";
import { canChangeRoleOf, canSetPayAndPasswordOf, isSelf } from "../../../../shared/users/users.policy";
import { DEPARTMENTS, type UserListItem } from "../../../../shared/users/users.schema";
import { useCurrentUser } from "../../../lib/auth";
import { useHeldWhileClosing } from "../../../lib/heldWhileClosing";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useCompanies } from "../../companies/companies.queries";
import { useCreateUser, useUpdateUser } from "../employees.queries";
import {
  emptyUserForm,
  FORM_ROLES,
  selectedCompanyId,
  toUserRequestBody,
  type UserFormValues,
  userFormValuesFrom,
  validateUserForm,
} from "../userForm";
import {
  USER_TEXT,
  type UserFormMode,
  userSavedToast,
  userSaveFailedToast,
  userSaveFieldErrors,
} from "../userToasts";

type UserFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** The company a new user joins; absent for a SUPER_ADMIN means "pick one in the form". */
  companyId?: number;
  /** The user to edit; absent means create. */
  user?: UserListItem;
  /** Values a new user starts with (a candidate who joined: docs/product/recruitment.md §6.6). */
  prefill?: Partial<UserFormValues>;
  /** The dialog's title instead of 'Add User' / 'Edit User', and a line above the form. */
  title?: string;
  intro?: ReactNode;
};

/**
 * The add/edit user dialog of docs/product/employees.md §5: create when `user` is absent, edit otherwise.
 * An ADMIN always adds people to their own company; a SUPER_ADMIN may pick or change the company.
 */
export function UserFormDialog(props: UserFormDialogProps) {
  const { opened, onClose } = props;
  // While the dialog fades out the caller may already have cleared its record: keep showing what was open.
  const { user, companyId, prefill, title, intro } = useHeldWhileClosing(props);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? (user ? "Edit User" : "Add User")}
      size="lg"
      centered
      radius="md"
    >
      {/* Mounted per opening (the modal drops closed content): each opening starts from fresh values. */}
      {intro}
      <UserForm
        key={user ? `user-${user.id}` : `new-${companyId ?? "any"}`}
        opened={opened}
        onClose={onClose}
        companyId={companyId}
        user={user}
        prefill={prefill}
      />
    </Modal>
  );
}

function UserForm({ onClose, companyId, user, prefill }: UserFormDialogProps) {
  const mode: UserFormMode = user ? "edit" : "create";
  const { data: me } = useCurrentUser();
  const actor = me ? policyActorOf(me) : null;
  const isSuperAdmin = actor !== null && isSuperAdminActor(actor);
  const isOwnAccount = user !== undefined && actor !== null && isSelf(actor, user);
  // The role of a new person is always chosen; an existing one's only when shared `canChangeRoleOf` allows.
  const roleLocked = user !== undefined && (actor === null || !canChangeRoleOf(actor, user));
  // Nobody sets their own pay or password here (shared `canSetPayAndPasswordOf`): another admin does.
  const payLocked = user !== undefined && (actor === null || !canSetPayAndPasswordOf(actor, user));
  const payLockedTitle = payLocked ? "You cannot change your own pay" : undefined;
  // A SUPER_ADMIN picks the company when creating without one, and may move a person when editing.
  const showsCompany = isSuperAdmin && (mode === "edit" || companyId === undefined);
  const companies = useCompanies();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;

  const form = useForm<UserFormValues>({
    initialValues: user ? userFormValuesFrom(user) : { ...emptyUserForm(companyId), ...prefill },
    validate: (values) => validateUserForm(values, { requiresCompany: showsCompany }),
  });

  const onSaved = () => {
    showToast(userSavedToast(mode));
    onClose();
  };
  const onFailed = (error: unknown) => {
    form.setErrors(userSaveFieldErrors(error));
    showToast(userSaveFailedToast(mode, error));
  };

  const submit = form.onSubmit((values) => {
    if (user) {
      if (!user.id) {
        showToast({ color: "red", title: USER_TEXT.updateFailedTitle, message: USER_TEXT.missingId });
        return;
      }
      const input = toUserRequestBody(values, { withCompany: isSuperAdmin });
      updateUser.mutate({ id: user.id, input }, { onSuccess: onSaved, onError: onFailed });
      return;
    }
    // An ADMIN's people always join the ADMIN's own company, whatever the caller passed.
    const target = isSuperAdmin ? (companyId ?? selectedCompanyId(values)) : (me?.companyId ?? null);
    if (target === null) {
      form.setFieldError("companyId", "Company is required");
      return;
    }
    const input = toUserRequestBody(values, { withCompany: false });
    createUser.mutate({ companyId: target, input }, { onSuccess: onSaved, onError: onFailed });
  });

  const companyOptions = (companies.data ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {showsCompany && (
          <Select
            label="Company"
            placeholder={companies.isPending ? "Loading companies..." : "Select a company"}
            data={companyOptions}
            searchable
            nothingFoundMessage="No companies found"
            leftSection={<IconBuilding size={16} />}
            withAsterisk
            data-autofocus
            {...form.getInputProps("companyId")}
          />
        )}

        <Divider label="Account" labelPosition="left" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          leftSection={<IconMail size={16} />}
          withAsterisk
          data-autofocus={!showsCompany || undefined}
          {...form.getInputProps("username")}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          disabled={payLocked}
          description={
            payLocked
              ? "Change your own password in Settings"
              : mode === "edit"
                ? "Leave blank to keep the current password"
                : "Leave blank to email an invitation to set a password"
          }
          {...form.getInputProps("password")}
        />

        <Divider label="Person" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps("firstName")}
          />
          <TextInput label="Last name" autoComplete="off" withAsterisk {...form.getInputProps("lastName")} />
          <Select
            label="Role"
            data={FORM_ROLES.map((role) => ({ value: role.value, label: role.label }))}
            allowDeselect={false}
            withAsterisk
            disabled={roleLocked}
            title={isOwnAccount ? "You cannot change your own role" : undefined}
            {...form.getInputProps("role")}
          />
          <Select
            label="Department"
            placeholder="No department"
            data={[...DEPARTMENTS]}
            clearable
            {...form.getInputProps("department")}
          />
        </SimpleGrid>

        <Divider label="Pay" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NumberInput
            label="Salary"
            disabled={payLocked}
            title={payLockedTitle}
            {...moneyProps}
            {...form.getInputProps("salary")}
          />
          <NumberInput
            label="Tax amount"
            disabled={payLocked}
            title={payLockedTitle}
            {...moneyProps}
            {...form.getInputProps("taxAmount")}
          />
          <NumberInput
            label="Deductions"
            disabled={payLocked}
            title={payLockedTitle}
            {...moneyProps}
            {...form.getInputProps("deductionAmount")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Tax %"
            disabled={payLocked}
            title={payLockedTitle}
            {...percentProps}
            {...form.getInputProps("taxPercentage")}
          />
          <NumberInput
            label="Benefits %"
            disabled={payLocked}
            title={payLockedTitle}
            {...percentProps}
            {...form.getInputProps("benefitsPercentage")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Annual CTC (₹)"
            description="Leave blank for none"
            disabled={payLocked}
            title={payLockedTitle}
            {...moneyProps}
            leftSection={undefined}
            {...form.getInputProps("annualCtc")}
          />
          <Select
            label="State of work"
            placeholder="No state"
            description="For professional tax"
            data={[...PT_STATES]}
            clearable
            disabled={payLocked}
            title={payLockedTitle}
            {...form.getInputProps("workState")}
          />
        </SimpleGrid>

        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {mode === "edit" ? "Save Changes" : "Create User"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rupee amounts: whole numbers of at least 0, grouped the Indian way (12,34,567). */
const moneyProps = {
  min: 0,
  allowNegative: false,
  allowDecimal: false,
  thousandSeparator: ",",
  thousandsGroupStyle: "lakh",
  leftSection: "₹",
  hideControls: true,
} as const;

const percentProps = {
  min: 0,
  max: 100,
  allowNegative: false,
  decimalScale: 2,
  rightSection: "%",
  hideControls: true,
} as const;
