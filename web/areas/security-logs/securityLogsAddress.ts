import { isCalendarDate } from "../../../shared/common/date.schema";
import { NAME_MAX } from "../../../shared/common/limits";
import { LOG_LEVELS, type LogLevel } from "../../../shared/security-logs/security-logs.schema";
import type { CompanyScope } from "../../lib/companyScope";
import { positiveId } from "../recruitment/candidateAddress";

/**
 * The filters of /security-logs (docs/product/security-logs.md §4, §5): a level, a company (`all` for every
 * one), a resource type, an action, a first and a last calendar day (yyyy-MM-dd, the viewer's days) and
 * free text. An empty text or a null means "any".
 */
export type SecurityLogFilters = {
  level: LogLevel | null;
  companyId: CompanyScope;
  resourceType: string;
  action: string;
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
  resourceType: "",
  action: "",
  startDate: null,
  endDate: null,
  search: "",
};

/** A text filter as the address and the call carry it: trimmed, at most the 100 characters a name takes. */
export function filterText(text: string | null | undefined): string {
  return (text ?? "").trim().slice(0, NAME_MAX);
}

function levelOf(text: string | null): LogLevel | null {
  const upper = text?.trim().toUpperCase();
  return LOG_LEVELS.find((level) => level === upper) ?? null;
}

const dateOf = (text: string | null): string | null => (text && isCalendarDate(text) ? text : null);

/** The filters, page and tab named in the address; anything unreadable falls back to its default. */
export function readSecurityLogsAddress(params: URLSearchParams): SecurityLogsAddress {
  return {
    filters: {
      level: levelOf(params.get("level")),
      companyId: positiveId(params.get("companyId")) ?? "all",
      resourceType: filterText(params.get("resourceType")),
      action: filterText(params.get("action")),
      startDate: dateOf(params.get("startDate")),
      endDate: dateOf(params.get("endDate")),
      search: filterText(params.get("search")),
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
  set("resourceType", filterText(filters.resourceType));
  set("action", filterText(filters.action));
  set("startDate", filters.startDate);
  set("endDate", filters.endDate);
  set("search", filterText(filters.search));
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
