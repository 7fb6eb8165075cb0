import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { z } from "zod";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { profilePatchSchema } from "../../../../shared/users/users.schema";
import { TitledSection } from "../../../components/TitledSection";
import { roleLabel } from "../../../layout/navigation";
import { zodFormValidate } from "../../../lib/formValidation";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { buildProfilePatch, type ProfileFormValues, profileFormValuesOf } from "../profileRequest";
import { serverFieldError } from "../serverFieldError";
import { useUpdateProfile } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";

/** Names are required; the e-mail follows its own rule (see buildProfilePatch), so the form checks names only. */
const profileNamesSchema = z.object({
  firstName: profilePatchSchema.shape.firstName.unwrap(),
  lastName: profilePatchSchema.shape.lastName.unwrap(),
});

/** The profile card: view mode, then 'Edit Profile' for names and e-mail (docs/product/settings.md §2). */
export function ProfileCard({ user }: { user: UserDto }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfile(user.id);
  const isSuperAdmin = isSuperAdminActor(policyActorOf(user));
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValuesOf(user),
    validate: zodFormValidate(profileNamesSchema),
  });

  const startEditing = () => {
    form.setValues(profileFormValuesOf(user));
    form.resetDirty();
    setIsEditing(true);
  };
  const cancel = () => {
    form.setValues(profileFormValuesOf(user));
    form.clearErrors();
    setIsEditing(false);
  };

  const submit = form.onSubmit((values) => {
    update.mutate(buildProfilePatch(user, values), {
      onSuccess: (saved) => {
        form.setValues(profileFormValuesOf(saved));
        setIsEditing(false);
        showToast({ color: "teal", title: SETTINGS_TEXT.profileUpdated, message: undefined });
      },
      onError: (error) => {
        // A taken or refused address is also shown on the field, so the person knows what to fix.
        const emailProblem = serverFieldError(error, "username", [403, 409]);
        if (emailProblem) form.setFieldError("username", emailProblem);
        showToast({
          color: "red",
          title: SETTINGS_TEXT.profileFailedTitle,
          message: SETTINGS_TEXT.profileFailed,
        });
      },
    });
  });

  const inputVariant = isEditing ? "default" : "filled";
  return (
    <TitledSection
      title="Profile"
      description="Your name and the e-mail address you sign in with."
      actions={
        !isEditing && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={startEditing}>
            Edit Profile
          </Button>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            readOnly={!isEditing}
            variant={inputVariant}
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            readOnly={!isEditing}
            variant={inputVariant}
            {...form.getInputProps("lastName")}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            readOnly={!isEditing}
            disabled={isSuperAdmin}
            variant={inputVariant}
            description={
              isSuperAdmin
                ? SETTINGS_TEXT.superAdminEmailLocked
                : isEditing
                  ? "A new address must be verified again."
                  : undefined
            }
            {...form.getInputProps("username")}
          />
          <TextInput
            label="Role"
            value={roleLabel(user.role)}
            readOnly
            variant="filled"
            description={isEditing ? "Your role is set by your administrator." : undefined}
          />
        </SimpleGrid>
        {isEditing && (
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        )}
      </form>
    </TitledSection>
  );
}
