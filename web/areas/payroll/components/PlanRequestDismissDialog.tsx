import { Text } from "@mantine/core";
import type { PayrollEnablementRequestDto } from "../../../../shared/payroll/payroll.schema";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useDismissPlanRequest } from "../payroll.queries";
import { formatInstantDate } from "../payrollDisplay";
import { PAYROLL_TEXT, planRequestDismissedToast, planRequestDismissFailedToast } from "../payrollTexts";
import { isPlanRequestGone, planRequestDetail } from "../planRequests";

type PlanRequestDismissDialogProps = {
  /** The request to dismiss; null keeps the dialog closed. */
  request: PayrollEnablementRequestDto | null;
  companyName: string;
  onClose: () => void;
};

/**
 * Asks before dismissing a company's plan request (docs/product/payroll.md §6.1): the request is closed and
 * the company's payroll stays off. A request found closed meanwhile (404, 409) closes the dialog too; the
 * list is read again either way.
 */
export function PlanRequestDismissDialog({ request, companyName, onClose }: PlanRequestDismissDialogProps) {
  const timeZone = useTimeZone();
  const dismiss = useDismissPlanRequest();
  // Not mutate()'s callbacks: the refresh that follows closes the request and so removes this dialog's note
  // (PlanRequestNote), and mutate() drops its callbacks once the component is gone.
  const confirm = (target: PayrollEnablementRequestDto) =>
    dismiss.mutateAsync(target.id).then(
      () => {
        showToast(planRequestDismissedToast(companyName));
        onClose();
      },
      (error: unknown) => {
        showToast(planRequestDismissFailedToast(error));
        if (isPlanRequestGone(error)) onClose();
      },
    );

  return (
    <ConfirmDialog
      subject={request}
      title={PAYROLL_TEXT.dismissRequestTitle}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={PAYROLL_TEXT.dismissRequest}
      busy={dismiss.isPending}
    >
      {(shown) => (
        <>
          <Text>
            Dismiss the payroll request of{" "}
            <Text span fw={650}>
              {companyName}
            </Text>
            {shown ? ` for the ${shown.selectedPlan} plan` : ""}?
          </Text>
          {shown && (
            <Text size="sm" c="dimmed">
              {`${planRequestDetail(shown, formatInstantDate(shown.createdAt, timeZone))}. Payroll stays off for the company; its admin can ask again.`}
            </Text>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
