import { Group, Text } from "@mantine/core";
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type Trend, type TrendDirection, trendView } from "../../dashboardTrend";
import { StatCard } from "../StatCard";

const ARROWS: Record<TrendDirection, typeof IconArrowUpRight> = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  flat: IconArrowRight,
};

const DIRECTION_WORDS: Record<TrendDirection, string> = { up: "Up", down: "Down", flat: "No change" };

interface TrendStatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color: string;
  trend: Trend;
}

/** A platform figure with its trend arrow (up green, down red, flat gray) and change against last month. */
export function TrendStatCard({ label, value, icon, color, trend }: TrendStatCardProps) {
  return (
    <StatCard
      label={label}
      value={value}
      icon={icon}
      color={color}
      footer={
        <>
          <TrendChange trend={trend} />
          <Text size="xs" c="dimmed">
            vs last month
          </Text>
        </>
      }
    />
  );
}

/** A trend's arrow and change ('+12.5%'), named for assistive technology ('Up: +12.5% vs last month'). */
export function TrendChange({ trend }: { trend: Trend }) {
  const view = trendView(trend);
  const Arrow = ARROWS[view.direction];
  return (
    <Group
      gap={4}
      wrap="nowrap"
      style={{ flexShrink: 0 }}
      aria-label={`${DIRECTION_WORDS[view.direction]}: ${view.label} vs last month`}
    >
      <Arrow size={16} color={`var(--mantine-color-${view.color}-7)`} aria-hidden />
      <Text size="xs" fw={700} c={`${view.color}.7`}>
        {view.label}
      </Text>
    </Group>
  );
}
