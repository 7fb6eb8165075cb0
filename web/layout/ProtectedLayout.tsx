import "../lib/allStyles";
import { AppShell, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useCurrentUser } from "../lib/auth";
import { isDatabaseUnavailable } from "../lib/loadErrors";
import { usePageTitle } from "../lib/pageTitle";
import { DatabaseBanner } from "./DatabaseBanner";
import { ErrorPanel } from "./ErrorPanel";
import { FullPageLoader, LoadFailureScreen } from "./LoadFailureScreen";
import { ShellHeader } from "./ShellHeader";
import { Sidebar } from "./Sidebar";

// Loaded after the shell shows, so that no signed-in page's first download carries them
// (docs/ARCHITECTURE.md, Web): the modals' provider (only confirmation modals use it, opened by a click),
// the live-chat loader (renders nothing) and the verification banner (only for an unverified user, on the
// dashboard once its status has been fetched; kept mounted while the user moves around, so Dismiss holds).
const ModalsProvider = lazy(() => import("./modalsProvider").then((m) => ({ default: m.ModalsProvider })));
const ChatWidget = lazy(() => import("./ChatWidget").then((m) => ({ default: m.ChatWidget })));
const VerificationBanner = lazy(() =>
  import("./VerificationBanner").then((m) => ({ default: m.VerificationBanner })),
);

/**
 * The page's grey background, with the sidebar's white column and its border painted down the whole
 * page height. The sidebar itself is fixed (it stays put while the page scrolls) and one window tall,
 * so without this the column would stop after the first screen in a full-page capture, a print or an
 * overscroll. `--app-shell-navbar-offset` is the sidebar's width from the `sm` breakpoint, 0 below it.
 */
const MAIN_WITH_SIDEBAR_COLUMN = {
  background: `linear-gradient(to right,
    var(--mantine-color-body) calc(var(--app-shell-navbar-offset, 0rem) - 1px),
    var(--mantine-color-gray-3) calc(var(--app-shell-navbar-offset, 0rem) - 1px) var(--app-shell-navbar-offset, 0rem),
    var(--mantine-color-gray-0) var(--app-shell-navbar-offset, 0rem))`,
};

/**
 * The guard and shell of every signed-in route (docs/product/README.md §3): a spinner while the user loads,
 * /auth without a session, then the header, the sidebar of the role and the page.
 */
export default function ProtectedLayout() {
  const { pathname } = useLocation();
  usePageTitle(pathname);
  const { data: user, isPending, error, failureReason } = useCurrentUser();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);

  if (isPending) {
    // A 503 is retried for up to half a minute: say so instead of spinning silently.
    if (failureReason && isDatabaseUnavailable(failureReason))
      return <LoadFailureScreen error={failureReason} />;
    return <FullPageLoader />;
  }
  if (error) return <LoadFailureScreen error={error} />;
  if (!user) return <Navigate to="/auth" replace />;

  // The modals' provider lives here, not in main.tsx: only signed-in pages open confirmation modals. It
  // needs no children: `modals.openConfirmModal` reaches it by an event, and it renders the modal itself.
  return (
    <>
      <Suspense fallback={null}>
        <ModalsProvider />
      </Suspense>
      <AppShell
        layout="alt"
        header={{ height: 64 }}
        navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !navOpened } }}
        padding={{ base: "md", sm: "xl" }}
      >
        <AppShell.Header>
          <ShellHeader user={user} pathname={pathname} navOpened={navOpened} onToggleNav={toggleNav} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar user={user} pathname={pathname} onClose={closeNav} />
        </AppShell.Navbar>
        <AppShell.Main style={MAIN_WITH_SIDEBAR_COLUMN}>
          <Box maw={1280} mx="auto">
            <DatabaseBanner />
            {!user.isVerified && (
              <Suspense fallback={null}>
                <VerificationBanner user={user} pathname={pathname} />
              </Suspense>
            )}
            <Outlet />
          </Box>
        </AppShell.Main>
        <ErrorPanel />
        <Suspense fallback={null}>
          <ChatWidget user={user} />
        </Suspense>
      </AppShell>
    </>
  );
}
