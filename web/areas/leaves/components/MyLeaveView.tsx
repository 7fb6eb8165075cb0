import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { lacksCompany } from "../leaveDisplay";
import { useLeaveBalance, useOwnLeaves } from "../leaves.queries";
import { LEAVE_TEXT } from "../leaveToasts";
import { LeaveHistoryList } from "./LeaveHistoryList";
import { LeaveErrorNotice, LeaveLoading } from "./LeaveNotices";
import { LeaveRequestForm } from "./LeaveRequestForm";
import { LeaveSummaryCards } from "./LeaveSummaryCards";

/** The employee's own-leave view of /leaves (docs/product/leave.md §6.1): summary, request form and history. */
export function MyLeaveView({ me }: { me: UserDto }) {
  const heading = (
    <PageHeading title="Leave Requests" description="Request time off and follow your requests." />
  );
  if (lacksCompany(me))
    return (
      <>
        {heading}
        <LeaveErrorNotice title={LEAVE_TEXT.noCompany} />
      </>
    );
  return (
    <>
      {heading}
      <MyLeaveContent />
    </>
  );
}

function MyLeaveContent() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const balance = useLeaveBalance();
  const leaves = useOwnLeaves();

  if (balance.isPending) return <LeaveLoading />;
  if (balance.isError)
    return (
      <LeaveErrorNotice title={LEAVE_TEXT.loadFailed}>
        <Text size="sm">{errorMessage(balance.error)}</Text>
        <Button size="xs" variant="white" color="red" mt="sm" onClick={() => void balance.refetch()}>
          Try Again
        </Button>
      </LeaveErrorNotice>
    );

  return (
    <Stack gap="lg">
      <LeaveSummaryCards balance={balance.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: "start" }}>
        <TitledSection title="Request Leave" description="Your administrator reviews every request.">
          <LeaveRequestForm />
        </TitledSection>
        <TitledSection title="Leave History">
          {leaves.isPending ? (
            <LeaveLoading />
          ) : leaves.isError ? (
            <Text c="red" size="sm">
              {errorMessage(leaves.error, LEAVE_TEXT.loadFailed)}
            </Text>
          ) : (
            <LeaveHistoryList leaves={leaves.data} />
          )}
        </TitledSection>
      </SimpleGrid>
    </Stack>
  );
}
