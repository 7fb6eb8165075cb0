import { IconBeach } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function HolidaysPage() {
  return (
    <PlaceholderPage
      title="Company Holidays"
      description="Days your company is closed."
      comingSoon="See upcoming company holidays, including the ones that recur every year."
      icon={<IconBeach size={28} stroke={1.6} />}
    />
  );
}
