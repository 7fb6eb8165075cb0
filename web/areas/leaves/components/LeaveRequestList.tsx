import { EmptyState, Stack, Text } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import { useState } from "react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { canDecideLeave } from "../../../../shared/leaves/leaves.policy";
import type { CompanyLeaveDto } from "../../../../shared/leaves/leaves.schema";
import { ListPagination } from "../../../components/ListPagination";
import { errorMessage } from "../../../lib/api";
import type { CompanyScope } from "../../../lib/companyScope";
import { policyActorOf } from "../../../lib/policyActor";
import { showToast } from "../../../lib/toast";
import { useCompanyLeaves, useDecideLeave } from "../leaves.queries";
import { LEAVE_TEXT, leaveDecidedToast, leaveDecideFailedToast } from "../leaveToasts";
import { LeaveLoading } from "./LeaveNotices";
import { type LeaveDecision, LeaveRequestCard } from "./LeaveRequestCard";

type LeaveRequestListProps = {
  me: UserDto;
  companyId: CompanyScope;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * One page of the requests to review (docs/product/leave.md §6.2), pending first, with Approve and Reject while PENDING
 * on the requests the admin may decide (shared `canDecideLeave`: never their own).
 */
export function LeaveRequestList({ me, companyId, page, onPageChange }: LeaveRequestListProps) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const leaves = useCompanyLeaves(companyId, page);
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
  if (leaves.data.total === 0)
    return (
      <EmptyState variant="light" icon={<IconInbox size={28} stroke={1.6} />} py="lg">
        <EmptyState.Title order={3}>{LEAVE_TEXT.noRequests}</EmptyState.Title>
      </EmptyState>
    );
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {leaves.data.items.map((leave) => (
          <LeaveRequestCard
            key={leave.id}
            leave={leave}
            isOwn={leave.userId === me.id}
            canDecide={canDecideLeave(actor, leave)}
            deciding={deciding?.id === leave.id ? deciding.status : null}
            onDecide={onDecide}
          />
        ))}
      </Stack>
      <ListPagination label="Leave requests" page={page} total={leaves.data.total} onChange={onPageChange} />
    </>
  );
}
