import { Button, FileButton, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconPhotoUp, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { type CompanyDto, companyInputSchema } from "../../../../shared/companies/companies.schema";
import { CompanyLogo } from "../../../components/CompanyLogo";
import { TitledSection } from "../../../components/TitledSection";
import { ApiError } from "../../../lib/api";
import { zodFormValidate } from "../../../lib/formValidation";
import { showToast } from "../../../lib/toast";
import { useUpdateCompany } from "../../companies/companies.queries";
import { LOGO_ACCEPT, logoFileProblem, logoSrcOf } from "../companyLogo.rules";
import { buildCompanyPatch, type CompanyFormValues, companyFormValuesOf } from "../companySettings.rules";
import { useUploadLogo } from "../settings.queries";
import { SETTINGS_TEXT } from "../settingsText";

const brandingSchema = companyInputSchema.pick({ name: true, description: true });

/** A chosen logo file with a local preview address, revoked when it is replaced or dropped. */
function useLogoPreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** The upload failure text: the server's type or size message, else the spec's generic one. */
function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 413 || error.status === 415) && error.serverMessage) {
    return error.serverMessage;
  }
  return SETTINGS_TEXT.uploadFailed;
}

/**
 * The company's branding (docs/product/settings.md §4): name, description and logo in view mode; 'Edit Company'
 * opens the form, where a new logo is previewed and uploaded with 'Save'.
 */
export function CompanyBrandingCard({ company }: { company: CompanyDto }) {
  const [isEditing, setIsEditing] = useState(false);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const previewUrl = useLogoPreview(logoFile);
  // Lets the picker report the same file again after it was refused or removed.
  const resetPicker = useRef<() => void>(null);
  const update = useUpdateCompany();
  const upload = useUploadLogo(company.id);
  const form = useForm<CompanyFormValues>({
    initialValues: companyFormValuesOf(company),
    validate: zodFormValidate(brandingSchema),
  });
  const isSaving = update.isPending || upload.isPending;

  const startEditing = () => {
    form.setValues(companyFormValuesOf(company));
    setIsEditing(true);
  };
  const stopEditing = () => {
    form.clearErrors();
    setLogoFile(null);
    setIsEditing(false);
  };
  const cancel = () => {
    form.setValues(companyFormValuesOf(company));
    stopEditing();
  };

  const chooseLogo = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      showToast({ color: "red", title: SETTINGS_TEXT.uploadFailedTitle, message: problem });
      return;
    }
    setLogoFile(file);
  };

  const submit = form.onSubmit(async (values) => {
    let current = company;
    if (logoFile) {
      try {
        current = (await upload.mutateAsync(logoFile)).company;
      } catch (error) {
        showToast({
          color: "red",
          title: SETTINGS_TEXT.uploadFailedTitle,
          message: uploadFailureMessage(error),
        });
        return;
      }
    }
    try {
      const saved = await update.mutateAsync({ id: company.id, patch: buildCompanyPatch(current, values) });
      form.setValues(companyFormValuesOf(saved));
      stopEditing();
      showToast({ color: "teal", title: SETTINGS_TEXT.companyUpdated, message: undefined });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      showToast({ color: "red", title: SETTINGS_TEXT.companyFailedTitle, message: message || undefined });
    }
  });

  const shownName = isEditing ? form.values.name : company.name;
  const logoSrc = previewUrl ?? logoSrcOf(company.id, company.logo);
  const inputVariant = isEditing ? "default" : "filled";

  return (
    <TitledSection
      title="Company"
      description="Your company's name, description and logo as your people see them."
      actions={
        !isEditing && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={startEditing}>
            Edit Company
          </Button>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap="xs" align="center" w={{ base: "100%", xs: 160 }}>
            <CompanyLogo framed name={shownName || company.name} logo={logoSrc} size={128} />
            {isEditing && (
              <>
                <FileButton onChange={chooseLogo} accept={LOGO_ACCEPT} resetRef={resetPicker}>
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp size={14} />}>
                      Upload logo
                    </Button>
                  )}
                </FileButton>
                {logoFile ? (
                  <Group gap={4} wrap="nowrap" maw={180}>
                    <Text size="xs" c="dimmed" truncate title={logoFile.name}>
                      {logoFile.name}
                    </Text>
                    <Button
                      variant="subtle"
                      color="gray"
                      size="compact-xs"
                      aria-label="Remove the chosen logo"
                      onClick={() => setLogoFile(null)}
                    >
                      <IconX size={12} />
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed" ta="center">
                    JPEG, PNG, GIF or SVG, up to 5MB
                  </Text>
                )}
              </>
            )}
          </Stack>
          <Stack gap="md" style={{ flex: "1 1 280px" }}>
            <TextInput
              label="Company name"
              readOnly={!isEditing}
              variant={inputVariant}
              {...form.getInputProps("name")}
            />
            <Textarea
              label="Description"
              placeholder={isEditing ? "What your company does" : "No description yet."}
              autosize
              minRows={3}
              maxRows={8}
              readOnly={!isEditing}
              variant={inputVariant}
              {...form.getInputProps("description")}
            />
            {isEditing && (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={cancel} disabled={isSaving}>
                  Cancel
                </Button>
                <Button type="submit" loading={isSaving}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </Group>
      </form>
    </TitledSection>
  );
}
