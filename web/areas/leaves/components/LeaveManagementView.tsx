import { Anchor, Button, Group, Stack } from "@mantine/core";
import { IconCalendarPlus, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";
import { TitledSection } from "../../../components/TitledSection";
import { lacksCompany, pendingCountText } from "../leaveDisplay";
import { type CompanyScope, useCompanyLeaves } from "../leaves.queries";
import { LEAVE_TEXT } from "../leaveToasts";
import { CompanyFilterSelect } from "./CompanyFilterSelect";
import { LeaveAllocationTable } from "./LeaveAllocationTable";
import { LeaveErrorNotice } from "./LeaveNotices";
import { LeaveRequestList } from "./LeaveRequestList";
import { RequestLeaveDialog } from "./RequestLeaveDialog";

/** The admins' view of /leaves (spec 01 §2): requests to review, then the leave allocation table. */
export function LeaveManagementView({ me }: { me: UserDto }) {
  const isSuperAdmin = me.role === "SUPER_ADMIN";
  const [requesting, setRequesting] = useState(false);
  const [filter, setFilter] = useState<CompanyScope>("all");
  const companyId: CompanyScope | null = isSuperAdmin ? filter : me.companyId;
  const leaves = useCompanyLeaves(companyId);

  const heading = (
    <PageHeading
      title="Leave Management"
      description={
        isSuperAdmin ? "Leave across the companies on the platform" : (me.companyName ?? undefined)
      }
      actions={
        me.companyId !== null && (
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
          description={pendingCountText(leaves.data)}
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
          <LeaveRequestList me={me} companyId={companyId} />
        </TitledSection>
        <TitledSection title="Leave Allocation" description="How many days of leave each person has a year.">
          <LeaveAllocationTable me={me} />
        </TitledSection>
      </Stack>
      <RequestLeaveDialog opened={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
