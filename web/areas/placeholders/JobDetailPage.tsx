import { IconFileDescription } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function JobDetailPage() {
  return (
    <PlaceholderPage
      title="Job details"
      description="The full description of a job posting."
      comingSoon="See the description, requirements and experience for this role, and the candidates who applied."
      icon={<IconFileDescription size={28} stroke={1.6} />}
    />
  );
}
