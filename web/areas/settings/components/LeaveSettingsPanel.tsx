import { EmptyState } from "@mantine/core";
import { IconCalendarStats } from "@tabler/icons-react";
import { SettingsSection } from "./SettingsSection";

/** Leave Settings: the leave allocation table arrives with the leave issue; until then a calm placeholder. */
export function LeaveSettingsPanel() {
  return (
    <SettingsSection title="Leave Settings" description="How many days of leave each person has a year.">
      <EmptyState variant="light" icon={<IconCalendarStats size={28} stroke={1.6} />}>
        <EmptyState.Title order={3}>Leave allocations are coming soon</EmptyState.Title>
        <EmptyState.Description maw={460}>
          Here you will set each person's yearly leave allocation and see what they have taken and have left.
        </EmptyState.Description>
      </EmptyState>
    </SettingsSection>
  );
}
