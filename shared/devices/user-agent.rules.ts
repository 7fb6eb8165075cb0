/**
 * A device's name from its User-Agent header, for the sessions list (docs/product/settings.md §9):
 * "Chrome on Windows", "Safari on iPhone". A small pure parser of the browsers and systems people sign in
 * from; anything else is named by what is known ("Firefox", "Linux") or 'Unknown device'. It runs on the
 * server, so the web bundle never carries it.
 */
export interface Device {
  browser: string | null;
  os: string | null;
  /** "Chrome on Windows", "Chrome", "Windows" or 'Unknown device'. */
  label: string;
}

export const UNKNOWN_DEVICE = "Unknown device";

/** Checked in order: a browser built on another names itself first (Edge and Opera say "Chrome" too). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, "Edge"],
  [/\b(?:OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\b(?:iPhone|iPad).*\bAppleWebKit\//, "Safari"],
  [/^curl\//, "curl"],
  [/^Wget\//, "Wget"],
  [/^PostmanRuntime\//, "Postman"],
  [/^python-requests\//, "Python"],
  [/^(?:node|undici|node-fetch|axios)\b/, "Node.js"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows (?:NT|Phone)\b|\bWin64\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]): string | null =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function parseUserAgent(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? "").trim();
  if (!ua) return { browser: null, os: null, label: UNKNOWN_DEVICE };
  const browser = firstMatch(ua, BROWSERS);
  const os = firstMatch(ua, SYSTEMS);
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? UNKNOWN_DEVICE);
  return { browser, os, label };
}
