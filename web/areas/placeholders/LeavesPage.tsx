import { IconCalendarEvent } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function LeavesPage() {
  return (
    <PlaceholderPage
      title="Leave"
      description="Leave requests and balances."
      comingSoon="Request time off, track balances and approve or reject requests in one place."
      icon={<IconCalendarEvent size={28} stroke={1.6} />}
    />
  );
}
