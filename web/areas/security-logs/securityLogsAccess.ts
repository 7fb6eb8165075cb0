import { canReadSecurityLogs } from "../../../shared/security-logs/security-logs.policy";
import { useCurrentUser } from "../../lib/auth";
import { policyActorOf } from "../../lib/policyActor";

/**
 * Whether the signed-in user may read the security log: a SUPER_ADMIN only (security-logs.md §1). Anyone
 * else's screen sends no call; the page sends them to /dashboard with 'Access Denied'.
 */
export function useMayReadSecurityLogs(): boolean {
  const { data: user } = useCurrentUser();
  return user ? canReadSecurityLogs(policyActorOf(user)) : false;
}
