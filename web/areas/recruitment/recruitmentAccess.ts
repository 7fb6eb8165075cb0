import { canUseRecruitment } from "../../../shared/recruitment/recruitment.policy";
import { useCurrentUser } from "../../lib/auth";
import { policyActorOf } from "../../lib/policyActor";

/**
 * Whether the signed-in user may use recruitment: only ADMINs and SUPER_ADMINs load jobs and candidates, so
 * an EMPLOYEE's screen sends no request (docs/product/recruitment.md §1).
 */
export function useMayUseRecruitment(): boolean {
  const { data: user } = useCurrentUser();
  return user ? canUseRecruitment(policyActorOf(user)) : false;
}
