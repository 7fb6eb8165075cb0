import { describe, expect, it } from "vitest";
import { trendView } from "./dashboardTrend";

describe("trendView", () => {
  it("points up in green with a plus sign when the month grew", () => {
    expect(trendView({ current: 18649.25, previous: 8000, changePercent: 133.1 })).toEqual({
      direction: "up",
      label: "+133.1%",
      color: "green",
    });
  });

  it("points down in red when the month shrank", () => {
    expect(trendView({ current: 3, previous: 4, changePercent: -25 })).toEqual({
      direction: "down",
      label: "-25%",
      color: "red",
    });
  });

  it("is flat and gray with no change", () => {
    expect(trendView({ current: 4, previous: 4, changePercent: 0 })).toEqual({
      direction: "flat",
      label: "0%",
      color: "gray",
    });
  });

  it("reads 'new' when there was nothing last month", () => {
    expect(trendView({ current: 2, previous: 0, changePercent: null })).toEqual({
      direction: "up",
      label: "new",
      color: "green",
    });
  });

  it("reads '—' when both months are empty", () => {
    expect(trendView({ current: 0, previous: 0, changePercent: null })).toEqual({
      direction: "flat",
      label: "—",
      color: "gray",
    });
  });

  it("rounds the change to one decimal", () => {
    expect(trendView({ current: 2, previous: 3, changePercent: -33.3333 }).label).toBe("-33.3%");
  });
});
