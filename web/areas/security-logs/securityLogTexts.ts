import type { NotificationData } from "@mantine/notifications";

/** Every word of the /security-logs screen (docs/product/security-logs.md §1, §5; spec 02 §2.8, §8), exactly. */
export const SECURITY_LOG_TEXT = {
  title: "Security Logs",
  description: "Sign-ins, lockouts and every sensitive change across the platform",
  accessDeniedTitle: "Access Denied",
  accessDenied: "You do not have permission to view security logs.",
  unknownUser: "Unknown User",
  unknownCompany: "Unknown Company",
  empty: "No security logs found",
  emptyHint: "Try other filters, or Reset to see every entry.",
  loadError: "Error loading security logs",
  loading: "Loading security logs...",
  apply: "Apply",
  reset: "Reset",
  exportCsv: "Export CSV",
  tableView: "Table View",
  detailView: "Detail View",
  allLevels: "All Levels",
  allResourceTypes: "All Resource Types",
  allActions: "All Actions",
  nothingFound: "Nothing found",
  level: "Level",
  company: "Company",
  resourceType: "Resource type",
  action: "Action",
  startDate: "Start date",
  endDate: "End date",
  search: "Search",
  searchPlaceholder: "Search messages, actions, people, IP addresses…",
  time: "Time",
  user: "User",
  resource: "Resource",
  ipAddress: "IP Address",
  userAgent: "User Agent",
  message: "Message",
  metadata: "Metadata",
  noMetadata: "No metadata",
  viewDetails: "View details",
  pagerLabel: "Security logs pages",
} as const;

/** 'Access Denied' ('You do not have permission to view security logs.'): anyone but a SUPER_ADMIN (§1). */
export function securityLogsDeniedToast(): NotificationData {
  return {
    color: "red",
    title: SECURITY_LOG_TEXT.accessDeniedTitle,
    message: SECURITY_LOG_TEXT.accessDenied,
  };
}
