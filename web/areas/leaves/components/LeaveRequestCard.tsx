import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { CompanyLeaveDto } from "../../../../shared/leaves/leaves.schema";
import { formatLeaveRange } from "../leaveDisplay";
import { LeaveDaysBadges, LeaveStatusBadge } from "./LeaveBadges";

export type LeaveDecision = "APPROVED" | "REJECTED";

interface LeaveRequestCardProps {
  leave: CompanyLeaveDto;
  /** The admin's own request: another administrator decides it, and the card says so. */
  isOwn: boolean;
  /** Approve and Reject are shown (shared `canDecideLeave`: an administrator of its company, not its requester). */
  canDecide: boolean;
  /** The decision being sent for this request, if any. */
  deciding: LeaveDecision | null;
  onDecide: (leave: CompanyLeaveDto, status: LeaveDecision) => void;
}

/** One request in the leave management list: who, company, dates, length, reason, status, actions. */
export function LeaveRequestCard({ leave, isOwn, canDecide, deciding, onDecide }: LeaveRequestCardProps) {
  const isPending = leave.status === "PENDING";
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              <span>{leave.firstName}</span> <span>{leave.lastName}</span>
            </Text>
            <LeaveStatusBadge status={leave.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {leave.companyName}
          </Text>
          <Text size="sm" fw={500} mt={6}>
            {formatLeaveRange(leave.startDate, leave.endDate)}
          </Text>
          <Group gap={6} mt={4}>
            <LeaveDaysBadges days={leave.days} isHalfDay={leave.isHalfDay} halfDayType={leave.halfDayType} />
          </Group>
          <Text size="sm" c="dimmed" mt={6} style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {leave.reason}
          </Text>
        </Stack>
        {isPending &&
          (!canDecide ? (
            isOwn && (
              <Text size="xs" c="dimmed" maw={200}>
                Your own request: another administrator reviews it.
              </Text>
            )
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size={14} />}
                loading={deciding === "APPROVED"}
                disabled={deciding === "REJECTED"}
                onClick={() => onDecide(leave, "APPROVED")}
              >
                Approve
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} />}
                loading={deciding === "REJECTED"}
                disabled={deciding === "APPROVED"}
                onClick={() => onDecide(leave, "REJECTED")}
              >
                Reject
              </Button>
            </Group>
          ))}
      </Group>
    </Paper>
  );
}
