import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** Mantine colour of the icon and, with `highlight`, of the card's edge. */
  color?: string;
  /** Draws attention to the card (e.g. pending leave waiting for review). */
  highlight?: boolean;
  /** A line under the value: a trend, an average, a badge. */
  footer?: ReactNode;
}

/** One figure of a dashboard: a label, a large value, an icon and an optional footer line. */
export function StatCard({ label, value, icon, color = "teal", highlight = false, footer }: StatCardProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      aria-label={label}
      role="group"
      bg={highlight ? `var(--mantine-color-${color}-0)` : undefined}
      style={highlight ? { borderColor: `var(--mantine-color-${color}-4)` } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text
          size="sm"
          c={highlight ? `var(--mantine-color-${color}-light-color)` : "dimmed"}
          fw={600}
          mt={4}
        >
          {label}
        </Text>
        <ThemeIcon variant={highlight ? "filled" : "light"} color={color} size={40} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
      <Text
        component="div"
        fz={{ base: 24, sm: 28 }}
        fw={700}
        lh={1.15}
        mt={2}
        c={highlight ? `${color}.8` : undefined}
        style={{ overflowWrap: "anywhere" }}
      >
        {value}
      </Text>
      {footer && (
        <Group gap={6} mt="sm" wrap="nowrap">
          {footer}
        </Group>
      )}
    </Paper>
  );
}

/** The placeholder of a stat card while its figure loads. */
export function StatCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Skeleton h={14} w="50%" mb="sm" />
      <Skeleton h={28} w="35%" mb="sm" />
      <Skeleton h={12} w="70%" />
    </Paper>
  );
}

/** The row of four stat cards while a dashboard loads. */
export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="lg">
      <StatCardSkeleton />
      <StatCardSkeleton />
      <StatCardSkeleton />
      <StatCardSkeleton />
    </SimpleGrid>
  );
}
