import { Stack, Tabs } from "@mantine/core";
import {
  IconBeach,
  IconBuilding,
  IconCalendarStats,
  IconMailForward,
  IconUserCircle,
  IconUsersGroup,
} from "@tabler/icons-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { hasOwnPay } from "../../../../shared/users/users.policy";
import { AccessDenied } from "../../../components/AccessDenied";
import { PageHeading } from "../../../components/PageHeading";
import { ViewLoader } from "../../../components/ViewLoader";
import { useCurrentUser } from "../../../lib/auth";
import { policyActorOf } from "../../../lib/policyActor";
import { ChangePasswordCard } from "../components/ChangePasswordCard";
import { DataExportCard } from "../components/DataExportCard";
import { OwnPayCard } from "../components/OwnPayCard";
import { ProfileCard } from "../components/ProfileCard";
import { SessionsCard } from "../components/SessionsCard";
import { TwoFactorCard } from "../components/TwoFactorCard";
import { pickSettingsTab, type SettingsTabId, settingsTabsFor } from "../settingsTabs";

// The Profile tab (the first) comes with the page; the other tabs load when opened (docs/ARCHITECTURE.md,
// Web), a spinner meanwhile.
const CompanySettingsPanel = lazy(() =>
  import("../components/CompanySettingsPanel").then((m) => ({ default: m.CompanySettingsPanel })),
);
const EmailTestCard = lazy(() =>
  import("../components/EmailTestCard").then((m) => ({ default: m.EmailTestCard })),
);
const LeaveSettingsPanel = lazy(() =>
  import("../components/LeaveSettingsPanel").then((m) => ({ default: m.LeaveSettingsPanel })),
);
const SettingsHolidaysPanel = lazy(() =>
  import("../components/SettingsHolidaysPanel").then((m) => ({ default: m.SettingsHolidaysPanel })),
);
const UserManagementPanel = lazy(() =>
  import("../components/UserManagementPanel").then((m) => ({ default: m.UserManagementPanel })),
);

const ICONS: Record<SettingsTabId, ReactNode> = {
  profile: <IconUserCircle size={16} />,
  company: <IconBuilding size={16} />,
  leave: <IconCalendarStats size={16} />,
  holidays: <IconBeach size={16} />,
  users: <IconUsersGroup size={16} />,
  email: <IconMailForward size={16} />,
};

function TabContent({ tab, user }: { tab: SettingsTabId; user: UserDto }) {
  return <Suspense fallback={<ViewLoader />}>{tabContent(tab, user)}</Suspense>;
}

function tabContent(tab: SettingsTabId, user: UserDto) {
  switch (tab) {
    case "profile":
      return (
        <Stack gap="lg">
          <ProfileCard user={user} />
          {hasOwnPay(policyActorOf(user)) && <OwnPayCard userId={user.id} />}
          <ChangePasswordCard userId={user.id} />
          <TwoFactorCard />
          <SessionsCard />
          <DataExportCard />
        </Stack>
      );
    case "company":
      return <CompanySettingsPanel user={user} />;
    case "leave":
      return <LeaveSettingsPanel />;
    case "holidays":
      return <SettingsHolidaysPanel />;
    case "users":
      return <UserManagementPanel user={user} />;
    case "email":
      return <EmailTestCard />;
  }
}

/** /settings: the tabs of the signed-in role (docs/product/settings.md §1); the open tab is kept in the address. */
export default function SettingsPage() {
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tabs = settingsTabsFor(user?.role);
  const active = tabs ? pickSettingsTab(tabs, params.get("tab")) : null;
  const listRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the tab row scrolls sideways: keep the open tab in sight.
  useEffect(() => {
    if (!active) return;
    const tab = listRef.current?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    const list = listRef.current;
    if (!tab || !list) return;
    const overflowLeft = tab.offsetLeft < list.scrollLeft;
    const overflowRight = tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth;
    if (overflowLeft || overflowRight) list.scrollTo({ left: tab.offsetLeft - 16 });
  }, [active]);

  if (!user || !tabs || !active) return <AccessDenied />;
  const open = (value: string | null) => {
    if (value) setParams(value === "profile" ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeading title="Settings" description="Your profile, your company and your people." />
      <Tabs value={active} onChange={open} keepMounted={false}>
        <Tabs.List
          ref={listRef}
          mb="lg"
          style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.id}
              value={tab.id}
              data-tab={tab.id}
              leftSection={ICONS[tab.id]}
              style={{ flexShrink: 0 }}
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.id} value={tab.id}>
            <TabContent tab={tab.id} user={user} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
