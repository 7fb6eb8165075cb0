import {
  AppShell,
  Avatar,
  Button,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconClockHour4,
  IconLayoutDashboard,
  IconLogout,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconWallet,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { Link, useNavigate } from "react-router";
import type { UserDto } from "../../shared/auth/auth.schema";
import { errorMessage } from "../lib/api";
import { useLogout } from "../lib/auth";
import { clearLoadErrors } from "../lib/loadErrors";
import { isNavItemActive, type NavIcon, navItemsFor, roleLabel } from "./navigation";
import { ProductLogo } from "./ProductLogo";

const ICONS: Record<NavIcon, ComponentType<{ size?: number; stroke?: number }>> = {
  dashboard: IconLayoutDashboard,
  companies: IconBuildingSkyscraper,
  recruitment: IconBriefcase,
  employees: IconUsers,
  leaves: IconCalendarEvent,
  attendance: IconClockHour4,
  payrolls: IconWallet,
  finance: IconReportMoney,
  securityLogs: IconShieldLock,
  settings: IconSettings,
};

interface SidebarProps {
  user: UserDto;
  pathname: string;
  /** Called after a link is followed or the close button is pressed, so the phone menu closes. */
  onClose: () => void;
}

function initialsOf(user: UserDto): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?";
}

/** The signed-in sidebar: product logo, the role's sections, the person and the logout button. */
export function Sidebar({ user, pathname, onClose }: SidebarProps) {
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        clearLoadErrors();
        navigate("/auth", { replace: true });
      },
      onError: (error) =>
        notifications.show({ color: "red", title: "Logout failed", message: errorMessage(error) }),
    });

  return (
    <>
      <AppShell.Section p="md" pb="sm">
        <Group gap="sm" wrap="nowrap">
          <ProductLogo companyName={user.companyName} size={40} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} size="md" lh={1.2}>
              HR Platform
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.companyName ?? "Platform administration"}
            </Text>
          </Stack>
          <CloseButton hiddenFrom="sm" aria-label="Close navigation" onClick={onClose} />
        </Group>
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} px="sm" py="xs">
        <nav aria-label="Main">
          <Stack gap={2}>
            {navItemsFor(user.role).map((item) => {
              const Icon = ICONS[item.icon];
              return (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={item.label}
                  leftSection={<Icon size={18} stroke={1.7} />}
                  active={isNavItemActive(item.path, pathname)}
                  onClick={onClose}
                  variant="light"
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                  fw={500}
                />
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>

      <AppShell.Section p="md" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
        <Group gap="sm" wrap="nowrap" mb="sm">
          <Avatar color="teal" radius="xl" size={38}>
            {initialsOf(user)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {user.firstName} {user.lastName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {roleLabel(user.role)}
            </Text>
          </Stack>
        </Group>
        <Button
          fullWidth
          variant="default"
          leftSection={<IconLogout size={16} />}
          disabled={logout.isPending}
          onClick={signOut}
        >
          {logout.isPending ? "Logging out..." : "Logout"}
        </Button>
      </AppShell.Section>
    </>
  );
}
