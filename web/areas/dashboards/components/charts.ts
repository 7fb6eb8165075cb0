// The charts the dashboards draw, and only those: LazyCharts imports this module, so the lazy chunk holds
// these three and what they need rather than every chart of @mantine/charts.
import "@mantine/charts/styles.css";

export { AreaChart, BarChart, DonutChart } from "@mantine/charts";
