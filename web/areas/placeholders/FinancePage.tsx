import { IconReportMoney } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function FinancePage() {
  return (
    <PlaceholderPage
      title="Finance"
      description="Company transactions and their status."
      comingSoon="Track invoices, payments and their status for each company."
      icon={<IconReportMoney size={28} stroke={1.6} />}
    />
  );
}
