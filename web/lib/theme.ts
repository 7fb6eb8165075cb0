import { type CSSVariablesResolver, createTheme, darken } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  // WCAG AA asks 4.5:1 for text (Lighthouse accessibility, issue 14): white on Mantine's default filled
  // shade, teal-6, is 2.5:1, on teal-9 5:1. Filled buttons, badges, links and colored text use shade 9;
  // autoContrast puts dark text on the few colors whose shade 9 is still light (green, orange, yellow),
  // switching where black contrasts more than white (luminance 0.18).
  primaryShade: { light: 9, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontWeight: "650" },
  components: {
    // A select's option list is drawn when it opens, not at mount: Mantine keeps it mounted (hidden) by
    // default, which draws every option of every select with the page and measures each hidden list's
    // position (floating-ui reads the computed style, forcing a style recalculation inside React's commit;
    // docs/ARCHITECTURE.md, "Web"). A plain object, so the entry does not import Combobox.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Two more colors for WCAG AA: dimmed text in gray-7 (8:1 on white; Mantine's gray-6 is 3.3:1), and the
 * text of light variants (badges, buttons, avatars on a color's pale shade) 30 % darker than shade 9,
 * which passes 4.5:1 on shades 0–2 of every color (teal-9 on teal-1 is 4.3:1, yellow-9 on yellow-1
 * 2.7:1). `var(--mantine-color-<color>-light-color)` is the text color to use on a color's pale shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
