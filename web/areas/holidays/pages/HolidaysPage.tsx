import { useCurrentUser } from "../../../lib/auth";
import { HolidaysBoard } from "../components/HolidaysBoard";

/** /holidays: the Company Holidays page (docs/product/holidays.md §5), for every signed-in role. */
export default function HolidaysPage() {
  const { data: me } = useCurrentUser();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  return <HolidaysBoard me={me} />;
}
