import { IconUsers } from "@tabler/icons-react";
import { PlaceholderPage } from "../../../components/PlaceholderPage";

export default function EmployeesPage() {
  return (
    <PlaceholderPage
      title="Employees"
      description="The people of your company."
      comingSoon="Add employees, keep their details and pay up to date, and manage who has access."
      icon={<IconUsers size={28} stroke={1.6} />}
    />
  );
}
