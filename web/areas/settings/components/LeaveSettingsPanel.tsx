import { TitledSection } from "../../../components/TitledSection";
import { useCurrentUser } from "../../../lib/auth";
import { LeaveAllocationTable } from "../../leaves/components/LeaveAllocationTable";

/** Leave Settings (docs/product/settings.md §5): the leave allocation table, shared with the leave management view. */
export function LeaveSettingsPanel() {
  const { data: me } = useCurrentUser();
  return (
    <TitledSection title="Leave Settings" description="How many days of leave each person has a year.">
      {me && <LeaveAllocationTable me={me} />}
    </TitledSection>
  );
}
