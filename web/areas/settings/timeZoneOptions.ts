import { zoneOffsetMs } from "../../../shared/common/time.rules";

/**
 * Old IANA names some browsers still list (ICU keeps them as canonical) and the names people know today.
 * The list shows the modern name; both are valid zones to the server.
 */
const MODERN_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
};

/** The zones this browser knows (Intl.supportedValuesOf), or none where it cannot list them. */
export function supportedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** "UTC+05:30", "UTC−08:00", "UTC" for an offset in milliseconds. */
export function formatUtcOffset(offsetMs: number): string {
  if (offsetMs === 0) return "UTC";
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `UTC${offsetMs > 0 ? "+" : "−"}${hh}:${mm}`;
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * The Time zone select's options: every zone the browser knows under its modern name, plus UTC and the
 * company's current zone (so it always shows), each labelled with its offset now, sorted by name.
 */
export function timeZoneOptions(current: string, supported: readonly string[], now: Date): TimeZoneOption[] {
  const names = new Set<string>(["UTC", current]);
  for (const name of supported) names.add(MODERN_NAMES[name] ?? name);
  const options: TimeZoneOption[] = [];
  for (const name of [...names].sort((a, b) => a.localeCompare(b))) {
    let offset: number;
    try {
      offset = zoneOffsetMs(now, name);
    } catch {
      continue; // a name this browser does not know (never the server's answer, but be safe)
    }
    options.push({ value: name, label: `${name.replaceAll("_", " ")} (${formatUtcOffset(offset)})` });
  }
  return options;
}
