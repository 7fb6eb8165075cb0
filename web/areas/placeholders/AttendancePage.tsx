import { IconClockHour4 } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function AttendancePage() {
  return (
    <PlaceholderPage
      title="Attendance Management"
      description="Clock in, clock out and working hours."
      comingSoon="Clock in and out, record key tasks and review working hours by day and month."
      icon={<IconClockHour4 size={28} stroke={1.6} />}
    />
  );
}
