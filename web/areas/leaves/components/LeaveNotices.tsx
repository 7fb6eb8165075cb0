import { Alert } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { InlineLoader } from "../../../components/InlineLoader";
import { LEAVE_TEXT } from "../leaveToasts";

/** 'Loading...' while the leave screens load (docs/product/leave.md §6.1). */
export function LeaveLoading() {
  return <InlineLoader text={LEAVE_TEXT.loading} />;
}

/** A red notice: 'Error loading leave details', 'Error: No company ID found for admin', … */
export function LeaveErrorNotice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Alert color="red" variant="light" radius="lg" title={title} icon={<IconAlertTriangle size={18} />}>
      {children}
    </Alert>
  );
}
