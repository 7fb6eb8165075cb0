export type HalfDayType = "FORENOON" | "AFTERNOON";

/** The choices of the Half Day Type radio group (docs/product/leave.md §6.1). */
export const HALF_DAY_TYPE_OPTIONS: readonly { value: HalfDayType; label: string }[] = [
  { value: "FORENOON", label: "Forenoon (Morning)" },
  { value: "AFTERNOON", label: "Afternoon" },
];
