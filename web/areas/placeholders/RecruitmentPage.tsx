import { IconBriefcase } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function RecruitmentPage() {
  return (
    <PlaceholderPage
      title="Recruitment"
      description="Job postings and hiring for your company."
      comingSoon="Post jobs for free, estimate salaries and follow applicants from first contact to hire."
      icon={<IconBriefcase size={28} stroke={1.6} />}
    />
  );
}
