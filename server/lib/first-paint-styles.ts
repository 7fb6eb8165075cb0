/**
 * The stylesheet rules a signed-in page's first paint needs, written into its HTML so that it paints
 * without waiting for the page's whole stylesheet (docs/ARCHITECTURE.md, "Web"). The page's stylesheets are
 * read once, at start, and split into rules; each visit keeps the rules whose classes its first paint uses
 * (and those naming no class), leaves out what the entry's stylesheet already holds, and keeps the order of
 * the files. The page's code loads the whole stylesheets before it draws, so nothing changes when it does.
 */

/** A style rule, or an `@keyframes`/`@font-face` block, as written; `within` is its `@media …` or the like. */
interface Rule {
  within: string | null;
  text: string;
  /** The classes its selector names; empty for a rule of elements, attributes or `:root`. */
  classes: string[];
  /** The animation an `@keyframes` block defines. */
  keyframes: string | null;
}

const NESTING_AT_RULES = /^@(media|supports|container|layer)\b/;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The index of the `}` closing the block whose `{` is at `open`, strings and comments skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return css.length;
    } else if (c === "/" && css[i + 1] === "*") {
      i = css.indexOf("*/", i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** Splits a stylesheet into its rules, in order, looking inside `@media`, `@supports`, `@container`, `@layer`. */
export function rulesOf(css: string, within: string | null = null): Rule[] {
  const rules: Rule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf("{", at);
    const semicolon = css.indexOf(";", at);
    // A statement such as `@charset "utf-8";` or `@layer a, b;` has no block.
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      at = semicolon + 1;
      continue;
    }
    if (open < 0) break;
    const close = blockEnd(css, open);
    const prelude = css
      .slice(at, open)
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .trim();
    const body = css.slice(open + 1, close);
    if (NESTING_AT_RULES.test(prelude)) {
      const inner = within ? `${within}{${prelude}` : prelude;
      rules.push(...rulesOf(body, inner));
    } else if (prelude) {
      const keyframes = prelude.match(/^@(?:-webkit-)?keyframes\s+([\w-]+)/)?.[1] ?? null;
      rules.push({
        within,
        text: `${prelude}{${body}}`,
        classes: prelude.startsWith("@") ? [] : [...prelude.matchAll(CLASS_IN_SELECTOR)].map((m) => m[1]!),
        keyframes,
      });
    }
    at = close + 1;
  }
  return rules;
}

const keyOf = (rule: Rule) => `${rule.within ?? ""}\u0000${rule.text}`;

/** Writes rules back as a stylesheet, each inside its at-rule again (one wrapper per run of rules). */
function written(rules: Rule[]): string {
  let css = "";
  let open: string | null = null;
  const close = (within: string | null) => "}".repeat(within ? within.split("{").length : 0);
  for (const rule of rules) {
    if (rule.within !== open) {
      css += close(open) + (rule.within ? `${rule.within}{` : "");
      open = rule.within;
    }
    css += rule.text;
  }
  return css + close(open);
}

/** The classes an HTML fragment's elements carry. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Prepares the choice for one page: `stylesheets` are its files' texts in the order the page loads them,
 * `entry` the entry's stylesheet (already in every page). Answers the CSS a first paint needs.
 */
export function firstPaintStyles(stylesheets: string[], entry: string): (html: string) => string {
  const loaded = new Set(rulesOf(entry).map(keyOf));
  const seen = new Set<string>();
  const rules: Rule[] = [];
  for (const rule of stylesheets.flatMap((css) => rulesOf(css))) {
    const key = keyOf(rule);
    if (loaded.has(key) || seen.has(key)) continue;
    seen.add(key);
    rules.push(rule);
  }
  const animations = rules.filter((rule) => rule.keyframes);

  return (html) => {
    const used = classesIn(html);
    const kept = rules.filter(
      (rule) =>
        !rule.keyframes &&
        (rule.classes.length === 0 ? !rule.text.startsWith("@") : rule.classes.some((c) => used.has(c))),
    );
    const text = written(kept);
    // An animation the kept rules name comes along (a skeleton's pulse, a loader's spin).
    const named = animations.filter((rule) => new RegExp(`\\b${rule.keyframes}\\b`).test(text));
    return named.length ? `${text}${written(named)}` : text;
  };
}
