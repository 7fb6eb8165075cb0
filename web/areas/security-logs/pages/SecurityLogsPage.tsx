import { Box, Button, EmptyState, Paper, Tabs } from "@mantine/core";
import { IconDownload, IconLayoutList, IconShieldSearch, IconTable } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SECURITY_LOG_PAGE_SIZE } from "../../../../shared/security-logs/security-logs.rules";
import type { SecurityLogDto } from "../../../../shared/security-logs/security-logs.schema";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { useCurrentUser } from "../../../lib/auth";
import { useClampPage } from "../../../lib/paging";
import { useTimeZone, useToday } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { SecurityLogDetails } from "../components/SecurityLogDetails";
import { SecurityLogFilters } from "../components/SecurityLogFilters";
import { SecurityLogPagination } from "../components/SecurityLogPagination";
import { SecurityLogSkeleton } from "../components/SecurityLogSkeleton";
import { SecurityLogTable } from "../components/SecurityLogTable";
import { securityLogsExportPath, useSecurityLogs } from "../securityLogs.queries";
import { useMayReadSecurityLogs } from "../securityLogsAccess";
import {
  applyFilters,
  type SecurityLogFilters as Filters,
  readSecurityLogsAddress,
  resetFilters,
  type SecurityLogsAddress,
  type SecurityLogView,
  securityLogsSearch,
} from "../securityLogsAddress";
import { SECURITY_LOG_TEXT, securityLogsDeniedToast } from "../securityLogTexts";

/**
 * /security-logs (docs/product/security-logs.md §1, §5): the log viewer, a SUPER_ADMIN's. Anyone else is sent
 * to /dashboard with 'Access Denied' ('You do not have permission to view security logs.'), and no call is made.
 */
export default function SecurityLogsPage() {
  const { data: me } = useCurrentUser();
  const mayRead = useMayReadSecurityLogs();
  // The protected layout renders pages only once the user is known.
  if (!me) return null;
  if (!mayRead) return <TurnAway />;
  return <SecurityLogViewer />;
}

/** The toast and the way to /dashboard of anyone but a SUPER_ADMIN (§1). */
function TurnAway() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(securityLogsDeniedToast());
    navigate("/dashboard", { replace: true });
  }, [navigate]);
  return null;
}

function SecurityLogViewer() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const timeZone = useTimeZone();
  const today = useToday();
  // The applied filters, the page and the tab live in the address: a filtered view can be shared and reloaded.
  const [params, setParams] = useSearchParams();
  const address = readSecurityLogsAddress(params);
  const { filters, page, view } = address;
  const go = useCallback(
    (next: SecurityLogsAddress, options: { replace?: boolean } = {}) =>
      setParams(securityLogsSearch(next), options),
    [setParams],
  );
  const logs = useSecurityLogs(filters, page, timeZone);
  const [openedId, setOpenedId] = useState<number | null>(null);

  const filtersKey = securityLogsSearch({ filters, page: 1, view: "table" }).toString();
  const setPage = useCallback(
    (next: number) => {
      setOpenedId(null);
      setParams((current) => securityLogsSearch({ ...readSecurityLogsAddress(current), page: next }), {
        replace: true,
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  useClampPage(page, logs.data?.total, setPage, SECURITY_LOG_PAGE_SIZE);

  const setView = (next: SecurityLogView) => go({ ...address, view: next }, { replace: true });
  const apply = (next: Filters) => {
    setOpenedId(null);
    go(applyFilters(address, next));
  };
  const reset = () => {
    setOpenedId(null);
    go(resetFilters(address));
  };
  const open = (log: SecurityLogDto) => {
    setOpenedId(log.id);
    setView("detail");
  };

  const body = () => {
    if (logs.isPending) return <SecurityLogSkeleton label={SECURITY_LOG_TEXT.loading} />;
    if (logs.isError) return <LoadError variant="panel" title={SECURITY_LOG_TEXT.loadError} query={logs} />;
    const { logs: rows, total } = logs.data;
    if (rows.length === 0)
      return (
        <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
          <EmptyState variant="light" icon={<IconShieldSearch size={28} stroke={1.6} />}>
            <EmptyState.Title order={2}>{SECURITY_LOG_TEXT.empty}</EmptyState.Title>
            <EmptyState.Description maw={460}>{SECURITY_LOG_TEXT.emptyHint}</EmptyState.Description>
          </EmptyState>
        </Paper>
      );
    return (
      // The previous page stays on screen, dimmed, while the next one loads.
      <Box style={{ opacity: logs.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
        {view === "table" ? (
          <SecurityLogTable logs={rows} timeZone={timeZone} onOpen={open} />
        ) : (
          <SecurityLogDetails logs={rows} timeZone={timeZone} openedId={openedId} />
        )}
        <SecurityLogPagination page={page} total={total} onChange={setPage} />
      </Box>
    );
  };

  return (
    <>
      <PageHeading
        title={SECURITY_LOG_TEXT.title}
        description={SECURITY_LOG_TEXT.description}
        actions={
          <Button
            component="a"
            href={securityLogsExportPath(filters, timeZone)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {SECURITY_LOG_TEXT.exportCsv}
          </Button>
        }
      />
      <SecurityLogFilters key={filtersKey} applied={filters} today={today} onApply={apply} onReset={reset} />
      <Tabs
        value={view}
        onChange={(next) => setView(next === "detail" ? "detail" : "table")}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="table" leftSection={<IconTable size={16} />}>
            {SECURITY_LOG_TEXT.tableView}
          </Tabs.Tab>
          <Tabs.Tab value="detail" leftSection={<IconLayoutList size={16} />}>
            {SECURITY_LOG_TEXT.detailView}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="table">{view === "table" && body()}</Tabs.Panel>
        <Tabs.Panel value="detail">{view === "detail" && body()}</Tabs.Panel>
      </Tabs>
    </>
  );
}
