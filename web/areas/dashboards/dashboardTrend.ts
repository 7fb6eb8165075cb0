/** A month-over-month figure of the super admin dashboard. */
export interface Trend {
  current: number;
  previous: number;
  /** Percentage change against the previous month; null when the previous month was 0. */
  changePercent: number | null;
}

export type TrendDirection = "up" | "down" | "flat";

export interface TrendView {
  direction: TrendDirection;
  /** "+12.5%", "-25%", "0%", "new" (nothing last month, something now) or "—" (nothing either month). */
  label: string;
  /** Mantine colour: up green, down red, flat gray. */
  color: "green" | "red" | "gray";
}

const COLORS: Record<TrendDirection, TrendView["color"]> = { up: "green", down: "red", flat: "gray" };

/** How a trend reads on its card: the arrow's direction, the change text and its colour. */
export function trendView(trend: Trend): TrendView {
  if (trend.changePercent === null) {
    const direction: TrendDirection =
      trend.current > trend.previous ? "up" : trend.current < trend.previous ? "down" : "flat";
    const label = trend.current !== 0 && trend.previous === 0 ? "new" : "—";
    return { direction, label, color: COLORS[direction] };
  }
  const change = Math.round(trend.changePercent * 10) / 10;
  const direction: TrendDirection = change > 0 ? "up" : change < 0 ? "down" : "flat";
  const label = `${change > 0 ? "+" : ""}${change}%`;
  return { direction, label, color: COLORS[direction] };
}
