import { Badge } from "@mantine/core";
import { formatLeaveDays, halfDayTypeLabel, leaveStatusColor, leaveStatusLabel } from "../leaveDisplay";

/** A leave's status: APPROVED green, REJECTED red, anything else yellow (docs/product/leave.md §5). */
export function LeaveStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={leaveStatusColor(status)} variant="light" style={{ flexShrink: 0 }}>
      {leaveStatusLabel(status)}
    </Badge>
  );
}

/** How long a leave is; a half day reads '0.5 Days' with its half-day type beside it. */
export function LeaveDaysBadges({ days, isHalfDay, halfDayType }: LeaveDaysBadgesProps) {
  return (
    <>
      <Badge color={isHalfDay ? "grape" : "gray"} variant={isHalfDay ? "light" : "default"} tt="none">
        {isHalfDay ? "0.5 Days" : formatLeaveDays(days)}
      </Badge>
      {isHalfDay && halfDayType && (
        <Badge color="grape" variant="outline" tt="none">
          {halfDayTypeLabel(halfDayType)}
        </Badge>
      )}
    </>
  );
}

interface LeaveDaysBadgesProps {
  days: number;
  isHalfDay: boolean;
  halfDayType: string | null;
}
