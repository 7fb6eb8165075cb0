import { EmptyState } from "@mantine/core";
import { IconBeach } from "@tabler/icons-react";
import { SETTINGS_TEXT } from "../settingsText";
import { SettingsSection } from "./SettingsSection";

/** Company Holidays inside settings: the list arrives with the holidays issue; empty until then. */
export function SettingsHolidaysPanel() {
  return (
    <SettingsSection title="Company Holidays" description="The days your whole company is off.">
      <EmptyState variant="light" icon={<IconBeach size={28} stroke={1.6} />}>
        <EmptyState.Description maw={460}>{SETTINGS_TEXT.noHolidays}</EmptyState.Description>
      </EmptyState>
    </SettingsSection>
  );
}
