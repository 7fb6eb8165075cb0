import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserInput } from "../../../shared/users/users.schema";
import { apiList, apiRequest } from "../../lib/api";
import { USER_KEY, useCurrentUser } from "../../lib/auth";
import { listQuery, PAGE_SIZE, pageLocally, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { attendanceKeys } from "../attendance/attendance.queries";
import { companyKeys } from "../companies/companies.queries";
import { leaveKeys } from "../leaves/leaves.queries";
import { filterPeople } from "./userDisplay";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/users/users.schema");

/** A company's id, or `all` for every company (SUPER_ADMIN only). */
export type PeopleScope = number | "all";

/** What one page of the people list asks for. */
export type PeopleFilters = { includeAdmins: boolean; q: string; page: number };

/** The query keys of the people area: every hook and every invalidation uses these. */
export const employeeKeys = {
  all: ["employees"] as const,
  lists: () => [...employeeKeys.all, "list"] as const,
  page: (companyId: PeopleScope, filters: PeopleFilters) =>
    [...employeeKeys.lists(), companyId, "page", filters] as const,
  options: (companyId: PeopleScope, q: string) =>
    [...employeeKeys.lists(), companyId, "options", { q }] as const,
  managed: (url: string, filters: { q: string; onlyLocked: boolean; page: number }) =>
    [...employeeKeys.all, "managed", url, "page", filters] as const,
  managedCounts: (url: string, q: string) => [...employeeKeys.all, "managed", url, "counts", { q }] as const,
};

/** The path of a company's people list; `all` is every company (SUPER_ADMIN only). */
export function companyUsersPath(
  companyId: PeopleScope,
  params: Record<string, string | number | boolean | undefined> = {},
): string {
  return `/api/companies/${companyId}/users${listQuery(params)}`;
}

/**
 * One page of GET /api/companies/{id}/users?includeAdmins&q&limit&offset (name or e-mail search on the
 * server); idle while no company is known. The previous page stays on screen while the next loads.
 */
export function useCompanyUsersPage(companyId: PeopleScope | null, filters: PeopleFilters) {
  const scope = companyId ?? "all";
  return useSteadyQuery({
    queryKey: employeeKeys.page(scope, filters),
    queryFn: async () => {
      const url = companyUsersPath(scope, {
        includeAdmins: filters.includeAdmins,
        q: filters.q,
        ...pageParams(filters.page, PAGE_SIZE),
      });
      const answer = await apiList(url, async () => (await schemas()).userListItemSchema);
      return pageLocally(answer, filters.page, (people) => filterPeople(people, filters.q));
    },
    enabled: companyId !== null,
  });
}

/** How many people a searching select offers at once. */
export const PEOPLE_OPTIONS_LIMIT = 50;

/**
 * The first 50 employees matching `q` (name or e-mail, searched on the server), for a select of people
 * in a company of any size; the total tells whether the company has anyone at all.
 */
export function usePeopleOptions(companyId: PeopleScope | null, q: string) {
  const scope = companyId ?? "all";
  return useSteadyQuery({
    queryKey: employeeKeys.options(scope, q),
    queryFn: async () => {
      const answer = await apiList(
        companyUsersPath(scope, { q, limit: PEOPLE_OPTIONS_LIMIT }),
        async () => (await schemas()).userListItemSchema,
      );
      return pageLocally(answer, 1, (people) => filterPeople(people, q), PEOPLE_OPTIONS_LIMIT);
    },
    enabled: companyId !== null,
  });
}

/** The lists a change of people touches: people, company cards (counts, first users), allocations, leave and attendance rows (names). */
function usePeopleChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: employeeKeys.all }),
      client.invalidateQueries({ queryKey: companyKeys.list() }),
      client.invalidateQueries({ queryKey: leaveKeys.companyLists() }),
      client.invalidateQueries({ queryKey: attendanceKeys.companyLists() }),
    ]);
}

/** POST /api/companies/{companyId}/users */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: number; input: UserInput }) =>
      apiRequest(
        "POST",
        `/api/companies/${companyId}/users`,
        input,
        async () => (await schemas()).userListItemSchema,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: employeeKeys.all }),
        client.invalidateQueries({ queryKey: companyKeys.list() }),
        client.invalidateQueries({ queryKey: leaveKeys.allocationLists() }),
      ]),
  });
}

/** PUT /api/users/{id}; editing oneself also refreshes the signed-in user (name in the header). */
export function useUpdateUser() {
  const client = useQueryClient();
  const changed = usePeopleChanged();
  const { data: me } = useCurrentUser();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserInput }) =>
      apiRequest("PUT", `/api/users/${id}`, input, async () => (await schemas()).userListItemSchema),
    onSuccess: async (updated) => {
      if (updated.id === me?.id) await client.invalidateQueries({ queryKey: USER_KEY });
      await changed();
    },
  });
}

/** DELETE /api/users/{id}: a soft delete; the person's records stay. */
export function useDeleteUser() {
  const changed = usePeopleChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/users/${id}`),
    onSuccess: changed,
  });
}
