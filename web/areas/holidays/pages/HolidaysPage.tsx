import { useCurrentUser } from "../../../lib/auth";
import { HolidaysBoard } from "../components/HolidaysBoard";

/** /holidays: the Company Holidays page (spec 02 §2.6), for every signed-in role. */
export default function HolidaysPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  return <HolidaysBoard me={me} />;
}
