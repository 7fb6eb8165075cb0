import { IconSettings } from "@tabler/icons-react";
import { PlaceholderPage } from "../../../components/PlaceholderPage";

export default function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Your profile, your company and your people."
      comingSoon="Update your profile and password, your company's branding, holidays, leave and user accounts."
      icon={<IconSettings size={28} stroke={1.6} />}
    />
  );
}
