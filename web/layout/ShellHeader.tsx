import { Box, Burger, Group, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import type { UserDto } from "../../shared/auth/auth.schema";
import { HelpButton } from "./help/HelpButton";
import { sectionTitleFor } from "./navigation";
import { ProductLogo } from "./ProductLogo";

interface ShellHeaderProps {
  user: UserDto;
  pathname: string;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The top bar: the phone menu button, the current section and the help button at the right. */
export function ShellHeader({ user, pathname, navOpened, onToggleNav }: ShellHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? "Close navigation" : "Open navigation"}
        />
        <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
          <ProductLogo companyName={user.companyName} size={28} decorative />
        </Group>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }} aria-label="You are here">
          <Text c="dimmed" size="sm" visibleFrom="sm" truncate>
            {user.companyName ?? "Platform"}
          </Text>
          <Box visibleFrom="sm" display="flex">
            <IconChevronRight size={14} color="var(--mantine-color-gray-5)" aria-hidden />
          </Box>
          <Text fw={600} size="sm" truncate>
            {sectionTitleFor(user.role, pathname)}
          </Text>
        </Group>
      </Group>
      <HelpButton role={user.role} pathname={pathname} />
    </Group>
  );
}
