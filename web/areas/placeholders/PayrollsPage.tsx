import { IconWallet } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function PayrollsPage() {
  return (
    <PlaceholderPage
      title="Payroll"
      description="Monthly pay and payslips."
      comingSoon="Monthly payroll records, payslips to download and exports for your accountants."
      icon={<IconWallet size={28} stroke={1.6} />}
    />
  );
}
