import { EmptyState, Stack, Text } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import { useState } from "react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import type { CompanyLeaveDto } from "../../../../shared/leaves/leaves.schema";
import { errorMessage } from "../../../lib/api";
import { showToast } from "../../auth/showToast";
import { type CompanyScope, useCompanyLeaves, useDecideLeave } from "../leaves.queries";
import { LEAVE_TEXT, leaveDecidedToast, leaveDecideFailedToast } from "../leaveToasts";
import { LeaveLoading } from "./LeaveNotices";
import { type LeaveDecision, LeaveRequestCard } from "./LeaveRequestCard";

/** The requests to review (spec 01 §2), pending first, with Approve and Reject while PENDING. */
export function LeaveRequestList({ me, companyId }: { me: UserDto; companyId: CompanyScope }) {
  const leaves = useCompanyLeaves(companyId);
  const decide = useDecideLeave();
  const [deciding, setDeciding] = useState<{ id: number; status: LeaveDecision } | null>(null);

  const onDecide = (leave: CompanyLeaveDto, status: LeaveDecision) => {
    setDeciding({ id: leave.id, status });
    decide.mutate(
      { id: leave.id, status },
      {
        onSuccess: () => showToast(leaveDecidedToast(status, `${leave.firstName} ${leave.lastName}`)),
        onError: (error) => showToast(leaveDecideFailedToast(error)),
        onSettled: () => setDeciding(null),
      },
    );
  };

  if (leaves.isPending) return <LeaveLoading />;
  if (leaves.isError)
    return (
      <Text c="red" size="sm">
        {errorMessage(leaves.error, LEAVE_TEXT.loadFailed)}
      </Text>
    );
  if (leaves.data.length === 0)
    return (
      <EmptyState variant="light" icon={<IconInbox size={28} stroke={1.6} />} py="lg">
        <EmptyState.Title order={3}>{LEAVE_TEXT.noRequests}</EmptyState.Title>
      </EmptyState>
    );
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {leaves.data.map((leave) => (
        <LeaveRequestCard
          key={leave.id}
          leave={leave}
          isOwn={leave.userId === me.id}
          deciding={deciding?.id === leave.id ? deciding.status : null}
          onDecide={onDecide}
        />
      ))}
    </Stack>
  );
}
