import { Button, Group, Modal, NumberInput, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { canSetPayrollEnabled } from "../../../../shared/companies/companies.policy";
import type { CompanyDto } from "../../../../shared/companies/companies.schema";
import type { PayrollPlan } from "../../../../shared/payroll/payroll.constants";
import { useCurrentUser } from "../../../lib/auth";
import { zodFormValidate } from "../../../lib/formValidation";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useCreateCompany, useUpdateCompany } from "../companies.queries";
import {
  type CompanyFormValues,
  companyFormSchema,
  companyFormValuesOf,
  generateLogoFor,
  LOGO_REQUIRED,
  toCompanyInput,
  toCompanyPatch,
} from "../companyForm";
import { PLAN_OPTIONS } from "../companyPlan";
import {
  companyCreatedToast,
  companyCreateFailedToast,
  companyUpdatedToast,
  companyUpdateFailedToast,
} from "../companyToasts";
import { checkLogoFile, INVALID_LOGO_TYPE, type LogoFileProblem, readFileAsDataUrl } from "../logoFile";
import { LogoField } from "./LogoField";

interface CompanyFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The company to edit; a new company is created without one. */
  company?: CompanyDto;
}

/**
 * Creates or edits a company: name, description, logo (uploaded or generated) and, for a super admin,
 * payroll, the plan and the Custom plan's fee.
 */
export function CompanyFormDialog({ opened, onClose, company }: CompanyFormDialogProps) {
  const { data: user } = useCurrentUser();
  const canSetPayroll = user ? canSetPayrollEnabled(policyActorOf(user)) : false;
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const [reading, setReading] = useState(false);
  const isPhone = useMediaQuery("(max-width: 36em)") ?? false;
  const form = useForm<CompanyFormValues>({
    initialValues: companyFormValuesOf(company),
    validate: zodFormValidate(companyFormSchema),
  });
  const { setValues, resetDirty, clearErrors } = form;

  useEffect(() => {
    if (!opened) return;
    const values = companyFormValuesOf(company);
    setValues(values);
    resetDirty(values);
    clearErrors();
  }, [opened, company, setValues, resetDirty, clearErrors]);

  const refuseLogo = (problem: LogoFileProblem) => {
    form.setFieldError("logo", problem.message);
    showToast({ color: "red", title: problem.title, message: problem.message });
  };

  const takeFile = async (file: File) => {
    const problem = checkLogoFile(file);
    if (problem) return refuseLogo(problem);
    setReading(true);
    try {
      form.setFieldValue("logo", await readFileAsDataUrl(file));
      form.clearFieldError("logo");
    } catch {
      refuseLogo(INVALID_LOGO_TYPE);
    } finally {
      setReading(false);
    }
  };

  const generate = () => {
    const result = generateLogoFor(form.values.name);
    if ("problem" in result) {
      form.setFieldError("name", result.problem.message);
      showToast({ color: "red", title: result.problem.title, message: result.problem.message });
      return;
    }
    form.setFieldValue("logo", result.logo);
    form.clearFieldError("logo");
  };

  const submit = form.onSubmit(
    (values) => {
      if (!company) {
        create.mutate(toCompanyInput(values, canSetPayroll), {
          onSuccess: () => {
            showToast(companyCreatedToast);
            onClose();
          },
          onError: (error) => showToast(companyCreateFailedToast(error)),
        });
        return;
      }
      const patch = toCompanyPatch(company, values, canSetPayroll);
      if (Object.keys(patch).length === 0) return onClose();
      update.mutate(
        { id: company.id, patch },
        {
          onSuccess: () => {
            showToast(companyUpdatedToast);
            onClose();
          },
          onError: (error) => showToast(companyUpdateFailedToast(error)),
        },
      );
    },
    (errors) => {
      if (errors.logo)
        showToast({ color: "red", title: LOGO_REQUIRED.title, message: LOGO_REQUIRED.message });
    },
  );

  const saving = create.isPending || update.isPending;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={company ? "Edit Company" : "Add Company"}
      centered
      radius="lg"
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={!saving}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. Kochi Software Labs"
            required
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Textarea
            label="Description"
            placeholder="What the company does"
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps("description")}
          />
          <LogoField
            value={form.values.logo}
            error={form.errors.logo}
            busy={reading}
            onFile={takeFile}
            onGenerate={generate}
            onClear={() => form.setFieldValue("logo", "")}
          />
          {canSetPayroll && (
            <Switch
              label="Payroll enabled"
              description="Lets the company run payroll and issue payslips."
              {...form.getInputProps("payrollEnabled", { type: "checkbox" })}
            />
          )}
          {canSetPayroll && (
            <Select
              label="Plan"
              description="What the platform charges the company each month."
              data={PLAN_OPTIONS}
              allowDeselect={false}
              value={form.values.payrollPlan ?? ""}
              onChange={(value) => form.setFieldValue("payrollPlan", (value || null) as PayrollPlan | null)}
              error={form.errors.payrollPlan}
            />
          )}
          {canSetPayroll && form.values.payrollPlan === "Custom" && (
            <NumberInput
              label="Fee per employee (₹ a month)"
              required
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              prefix="₹"
              {...form.getInputProps("customFeePerEmployee")}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} type="button" disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={reading}>
              {company ? "Save Changes" : "Create Company"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
