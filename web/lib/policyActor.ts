import type { PolicyActor } from "../../shared/auth/actor";
import type { UserDto } from "../../shared/auth/auth.schema";

/**
 * The signed-in user as the shared policies see them (`shared/<area>/<area>.policy.ts`): the web asks
 * the same predicates the server enforces before it shows an action or a page.
 */
export function policyActorOf(user: Pick<UserDto, "id" | "role" | "companyId">): PolicyActor {
  return { userId: user.id, role: user.role, companyId: user.companyId };
}
