import { Anchor, Button, Group, Stack } from "@mantine/core";
import { IconCalendarPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { isSuperAdmin as isSuperAdminActor } from "../../../../shared/auth/actor";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { canRequestLeave } from "../../../../shared/leaves/leaves.policy";
import { CompanyFilterSelect } from "../../../components/CompanyFilterSelect";
import { lazyDialog } from "../../../components/lazyDialog";
import { PageHeading } from "../../../components/PageHeading";
import { TitledSection } from "../../../components/TitledSection";
import { ALL, type CompanyScope, scopeFor } from "../../../lib/companyScope";
import { useClampPage, usePage } from "../../../lib/paging";
import { policyActorOf } from "../../../lib/policyActor";
import { lacksCompany, pendingCountText } from "../leaveDisplay";
import { useCompanyLeaves, usePendingLeaveCount } from "../leaves.queries";
import { LEAVE_TEXT } from "../leaveToasts";
import { LeaveAllocationTable } from "./LeaveAllocationTable";
import { LeaveErrorNotice } from "./LeaveNotices";
import { LeaveRequestList } from "./LeaveRequestList";

// Dialogs load when first opened (docs/ARCHITECTURE.md, Web).
const RequestLeaveDialog = lazyDialog(() => import("./RequestLeaveDialog").then((m) => m.RequestLeaveDialog));

/** The admins' view of /leaves (docs/product/leave.md §6.2): requests to review, then the leave allocation table. */
export function LeaveManagementView({ me }: { me: UserDto }) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const actor = policyActorOf(me);
  const isSuperAdmin = isSuperAdminActor(actor);
  const [requesting, setRequesting] = useState(false);
  const [filter, setFilter] = useState<CompanyScope>(ALL);
  const companyId = scopeFor(me, filter);
  // Another company starts again at the first page.
  const [page, setPage] = usePage(companyId);
  const leaves = useCompanyLeaves(companyId, page);
  const pending = usePendingLeaveCount(companyId);
  useClampPage(page, leaves.data?.total, setPage);

  const heading = (
    <PageHeading
      title="Leave Management"
      description={
        isSuperAdmin ? "Leave across the companies on the platform" : (me.companyName ?? undefined)
      }
      actions={
        canRequestLeave(actor) && (
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setRequesting(true)}>
            Request Leave
          </Button>
        )
      }
    />
  );
  if (lacksCompany(me) || companyId === null)
    return (
      <>
        {heading}
        <LeaveErrorNotice title={LEAVE_TEXT.noCompany} />
      </>
    );

  return (
    <>
      {heading}
      <Stack gap="lg">
        <TitledSection
          title="Leave Requests"
          description={pendingCountText(pending.data)}
          actions={
            <Group gap="md" align="flex-end">
              {isSuperAdmin && <CompanyFilterSelect label="Company" value={filter} onChange={setFilter} />}
              <Anchor component={Link} to="/employees" size="sm" mb={isSuperAdmin ? 8 : 0}>
                <Group gap={4} wrap="nowrap">
                  <IconUsers size={16} />
                  Manage employees
                </Group>
              </Anchor>
            </Group>
          }
        >
          <LeaveRequestList me={me} companyId={companyId} page={page} onPageChange={setPage} />
        </TitledSection>
        <TitledSection title="Leave Allocation" description="How many days of leave each person has a year.">
          <LeaveAllocationTable me={me} />
        </TitledSection>
      </Stack>
      <RequestLeaveDialog opened={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
