import { IconUserSearch } from "@tabler/icons-react";
import { PlaceholderPage } from "../../components/PlaceholderPage";

export default function CandidatesPage() {
  return (
    <PlaceholderPage
      title="Candidates"
      description="Everyone who applied for your open positions."
      comingSoon="Compare applicants by experience, expected CTC and notice period, and move them through your hiring steps."
      icon={<IconUserSearch size={28} stroke={1.6} />}
    />
  );
}
