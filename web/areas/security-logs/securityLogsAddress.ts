import { isCalendarDate } from "../../../shared/common/date.schema";
import {
  SECURITY_LOG_ACTIONS,
  SECURITY_LOG_RESOURCE_TYPES,
  type SecurityLogAction,
  type SecurityLogResourceType,
} from "../../../shared/security-logs/security-logs.catalogue";
import { SECURITY_LOG_SEARCH_MAX } from "../../../shared/security-logs/security-logs.rules";
import { LOG_LEVELS, type LogLevel } from "../../../shared/security-logs/security-logs.schema";
import type { CompanyScope } from "../../lib/companyScope";
import { positiveId } from "../recruitment/candidateAddress";

/**
 * The filters of /security-logs (docs/product/security-logs.md §4.1, §5): a level, a company (`all` for every
 * one), a resource type and an action of the catalogue, a first and a last calendar day (yyyy-MM-dd, the
 * viewer's days) and free text. A null or an empty text means "any".
 */
export type SecurityLogFilters = {
  level: LogLevel | null;
  companyId: CompanyScope;
  resourceType: SecurityLogResourceType | null;
  action: SecurityLogAction | null;
  startDate: string | null;
  endDate: string | null;
  search: string;
};

export type SecurityLogView = "table" | "detail";

/**
 * What the /security-logs address keeps: the applied filters, the page and the tab, so a filtered view can
 * be shared and survives a reload. The defaults (no filter, page 1, Table View) are left out.
 */
export type SecurityLogsAddress = { filters: SecurityLogFilters; page: number; view: SecurityLogView };

export const NO_FILTERS: SecurityLogFilters = {
  level: null,
  companyId: "all",
  resourceType: null,
  action: null,
  startDate: null,
  endDate: null,
  search: "",
};

/** The search as the address and the call carry it: trimmed, at most 100 characters (§4.1). */
export function searchText(text: string | null | undefined): string {
  return (text ?? "").trim().slice(0, SECURITY_LOG_SEARCH_MAX);
}

/** One of `choices` as written (levels in any case), else null. */
function oneOf<T extends string>(choices: readonly T[], text: string | null, anyCase = false): T | null {
  const wanted = anyCase ? text?.trim().toUpperCase() : text?.trim();
  return choices.find((choice) => choice === wanted) ?? null;
}

const dateOf = (text: string | null): string | null => (text && isCalendarDate(text) ? text : null);

/**
 * The filters, page and tab named in the address; anything unreadable falls back to its default. Days
 * written the wrong way round are read as the period they bound (the server refuses a start after the end).
 */
export function readSecurityLogsAddress(params: URLSearchParams): SecurityLogsAddress {
  const first = dateOf(params.get("startDate"));
  const last = dateOf(params.get("endDate"));
  const reversed = first !== null && last !== null && first > last;
  return {
    filters: {
      level: oneOf(LOG_LEVELS, params.get("level"), true),
      companyId: positiveId(params.get("companyId")) ?? "all",
      resourceType: oneOf(SECURITY_LOG_RESOURCE_TYPES, params.get("resourceType")),
      action: oneOf(SECURITY_LOG_ACTIONS, params.get("action")),
      startDate: reversed ? last : first,
      endDate: reversed ? first : last,
      search: searchText(params.get("search")),
    },
    page: positiveId(params.get("page")) ?? 1,
    view: params.get("view") === "detail" ? "detail" : "table",
  };
}

/** The address's query for these filters, page and tab; each default is left out. */
export function securityLogsSearch(address: SecurityLogsAddress): URLSearchParams {
  const { filters, page, view } = address;
  const next = new URLSearchParams();
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== "") next.set(key, String(value));
  };
  set("level", filters.level);
  set("companyId", filters.companyId === "all" ? null : filters.companyId);
  set("resourceType", filters.resourceType);
  set("action", filters.action);
  set("startDate", filters.startDate);
  set("endDate", filters.endDate);
  set("search", searchText(filters.search));
  set("page", page > 1 ? page : null);
  set("view", view === "detail" ? view : null);
  return next;
}

/** 'Apply': the new filters from the first page, on the same tab. */
export function applyFilters(address: SecurityLogsAddress, filters: SecurityLogFilters): SecurityLogsAddress {
  return { filters, page: 1, view: address.view };
}

/** 'Reset': no filter, the first page; the tab stays (it is how one reads the log, not what one reads). */
export function resetFilters(address: SecurityLogsAddress): SecurityLogsAddress {
  return { filters: NO_FILTERS, page: 1, view: address.view };
}

/** Whether any filter is set (Reset then has something to clear). */
export function hasFilters(filters: SecurityLogFilters): boolean {
  return securityLogsSearch({ filters, page: 1, view: "table" }).size > 0;
}
