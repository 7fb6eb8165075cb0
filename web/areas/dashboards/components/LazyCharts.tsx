import type { AreaChartProps, BarChartProps, DonutChartProps } from "@mantine/charts";
import { Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";

/**
 * The dashboards' charts, loaded after the page: @mantine/charts and recharts behind it are the largest
 * chunk of the app (~110 KB gzip), so they stay out of the dashboards' initial JavaScript. Meanwhile a
 * skeleton of the chart's own size holds its place, so nothing moves when it arrives.
 */
const charts = () => import("./charts");
const AreaChartLoaded = lazy(() => charts().then((m) => ({ default: m.AreaChart })));
const BarChartLoaded = lazy(() => charts().then((m) => ({ default: m.BarChart })));
const DonutChartLoaded = lazy(() => charts().then((m) => ({ default: m.DonutChart })));

const LOADING = "Loading the chart";

/** `AreaChart` of @mantine/charts with a numeric `h`. */
export function AreaChart(props: AreaChartProps & { h: number }) {
  return (
    <Suspense fallback={<Skeleton h={props.h} radius="md" aria-label={LOADING} />}>
      <AreaChartLoaded {...props} />
    </Suspense>
  );
}

/** `BarChart` of @mantine/charts with a numeric `h`. */
export function BarChart(props: BarChartProps & { h: number }) {
  return (
    <Suspense fallback={<Skeleton h={props.h} radius="md" aria-label={LOADING} />}>
      <BarChartLoaded {...props} />
    </Suspense>
  );
}

/** `DonutChart` of @mantine/charts with a numeric `size`. */
export function DonutChart(props: DonutChartProps & { size: number }) {
  return (
    <Suspense fallback={<Skeleton w={props.size} h={props.size} circle aria-label={LOADING} />}>
      <DonutChartLoaded {...props} />
    </Suspense>
  );
}
