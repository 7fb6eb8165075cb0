/** The fixed background of generated company logos (docs/product/companies.md §4). */
export const LOGO_BACKGROUND = "#0d9488";

/**
 * Initials of a name: the first two letters of a single word, or the first letters of the first two words
 * (docs/product/companies.md §4).
 */
export function initialsOf(name: string): string {
  // Letters are counted by code point, never by UTF-16 unit: half of an emoji's surrogate pair is not text
  // (encodeURIComponent throws on it, which made a signup with "😀 Labs" a 500).
  const words = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word));
  if (words.length === 0) return "";
  if (words.length === 1) return words[0]!.slice(0, 2).join("").toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** A generated logo: white initials on the fixed teal background, as an SVG data URL. */
export function generateInitialsLogo(name: string): string {
  const initials = initialsOf(name).replace(/[<>&"']/g, "");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="24" fill="${LOGO_BACKGROUND}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="52" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
