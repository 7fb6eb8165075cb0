import { Badge, Button, Group, Tooltip } from "@mantine/core";
import { IconWallet, IconX } from "@tabler/icons-react";
import { useState } from "react";
import type { PayrollEnablementRequestDto } from "../../../../shared/payroll/payroll.schema";
import { lazyDialog } from "../../../components/lazyDialog";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useEnablePayroll } from "../payroll.queries";
import { formatInstantDate } from "../payrollDisplay";
import { PAYROLL_TEXT, payrollEnabledToast, payrollEnableFailedToast } from "../payrollTexts";
import { planRequestDetail, planRequestLabel } from "../planRequests";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const PlanRequestDismissDialog = lazyDialog(
  () => import("./PlanRequestDismissDialog").then((m) => m.PlanRequestDismissDialog),
  (p) => p.request !== null,
);

/**
 * A company's open plan request on the Companies page (docs/product/payroll.md §6.1): the plan asked for
 * (who asked and when in its tooltip), 'Enable payroll', one click that turns the company's payroll on
 * through the company update and so closes the request, and 'Dismiss request', which closes it without
 * enabling payroll once confirmed.
 */
export function PlanRequestNote({
  request,
  companyName,
}: {
  request: PayrollEnablementRequestDto;
  companyName: string;
}) {
  const timeZone = useTimeZone();
  const enable = useEnablePayroll();
  const [dismissing, setDismissing] = useState<PayrollEnablementRequestDto | null>(null);
  const companyId = request.company?.id;
  if (companyId === undefined) return null;
  return (
    <Group gap={6} wrap="wrap" mt={4}>
      <Tooltip
        label={planRequestDetail(request, formatInstantDate(request.createdAt, timeZone))}
        withArrow
        multiline
        maw={320}
      >
        <Badge variant="light" color="orange" size="sm" tt="none" leftSection={<IconWallet size={12} />}>
          {planRequestLabel(request)}
        </Badge>
      </Tooltip>
      <Button
        size="compact-xs"
        variant="filled"
        color="teal"
        loading={enable.isPending}
        aria-label={`${PAYROLL_TEXT.enablePayroll} for ${companyName}`}
        onClick={() =>
          // Not mutate()'s callbacks: the refresh that follows success closes the request and so removes
          // this note, and mutate() drops its callbacks once the component is gone.
          enable.mutateAsync(companyId).then(
            () => showToast(payrollEnabledToast(companyName)),
            (error: unknown) => showToast(payrollEnableFailedToast(error)),
          )
        }
      >
        {PAYROLL_TEXT.enablePayroll}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconX size={12} />}
        aria-label={`${PAYROLL_TEXT.dismissRequest} for ${companyName}`}
        onClick={() => setDismissing(request)}
      >
        {PAYROLL_TEXT.dismissRequest}
      </Button>
      <PlanRequestDismissDialog
        request={dismissing}
        companyName={companyName}
        onClose={() => setDismissing(null)}
      />
    </Group>
  );
}
