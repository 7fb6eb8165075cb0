import { IconShieldLock } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function SecurityLogsPage() {
  return (
    <PlaceholderPage
      title="Security Logs"
      description="An audit trail of sign-ins and sensitive changes."
      comingSoon="Filter every sign-in, lockout and account change across the platform."
      icon={<IconShieldLock size={28} stroke={1.6} />}
    />
  );
}
