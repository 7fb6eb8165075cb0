import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import { type UserDto, userDtoSchema } from "../../shared/auth/auth.schema";
import { PAGE_CHUNKS_ID, SIGNED_IN_USER_ID } from "../../shared/common/signed-in-page";
import { firstPaintStyles } from "./first-paint-styles";
import { serializerCompiler } from "./serializer";

/** Written by the build (scripts/page-preloads.mjs): each page's chunks and stylesheets beyond the entry's. */
export const PRELOADS_FILE = "preloads.json";

interface PagePreload {
  paths: string[];
  roles: string[] | null;
  scripts: string[];
  styles: string[];
}

const writeUser = serializerCompiler({
  schema: userDtoSchema,
  method: "GET",
  url: "/api/user",
  httpStatus: "200",
}) as (user: UserDto) => string;

/**
 * JSON inside a `<script>` element ends at the first `</script`: every `<` is written as its escape, which
 * JSON.parse reads back as the same character (and U+2028/2029, though JSON, are escaped too for old parsers).
 */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A route pattern of the router (`/jobs/:id`) matched against a path. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const have = pathname.replace(/\/+$/, "").split("/");
  if (pathname === "/") return pattern === "/";
  return want.length === have.length && want.every((part, i) => part.startsWith(":") || part === have[i]);
}

/** Draws a signed-in page's first paint (web/prerender/signedInFirstPaint.tsx, built into dist/ssr). */
export type FirstPaint = (user: UserDto, url: string) => Promise<string | null>;

/** How long a visit waits for its first paint before it is sent without one (a draw takes 10–60 ms). */
export const FIRST_PAINT_TIMEOUT_MS = 500;

/** How long after the start the first paint's code is loaded, out of the way of the start's own work. */
const LOAD_DELAY_MS = 1000;

/**
 * The built first paint's module (none in tests or a build without it), loaded a moment after the start so
 * that the server answers first (it adds about 0.4 s of loading); it then draws every page once in the
 * background (`warmSignedInFirstPaint`), which loads their code. Until it is loaded, pages come without a
 * first paint: answers the draw when there is one.
 */
export function loadFirstPaint(file: string | null, log: FastifyBaseLogger): () => FirstPaint | null {
  let loaded: FirstPaint | null = null;
  if (file && existsSync(file))
    setTimeout(async () => {
      try {
        const module = (await import(pathToFileURL(file).href)) as {
          renderSignedInFirstPaint?: FirstPaint;
          warmSignedInFirstPaint?: () => Promise<void>;
        };
        loaded = module.renderSignedInFirstPaint ?? null;
        await module.warmSignedInFirstPaint?.();
      } catch (error) {
        log.warn({ err: error }, "the signed-in pages' first paint could not be loaded or warmed");
      }
    }, LOAD_DELAY_MS).unref();
  return () => loaded;
}

/** The first paint, or null when it fails or is late: the page's code then draws it, as without one. */
async function drawn(
  firstPaint: FirstPaint,
  user: UserDto,
  url: string,
  log: FastifyBaseLogger,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_PAINT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([firstPaint(user, url), late]);
  } catch (error) {
    log.warn({ err: error, url }, "a signed-in page's first paint failed; sent without it");
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The HTML of a signed-in visit (docs/ARCHITECTURE.md, "Web"): index.html with, in its root, the page's first
 * paint, drawn on the server and inert (nothing on it can be clicked or typed into until the page's code
 * replaces it), and in its head the stylesheet rules it uses; in its body the user as `/api/user` would
 * answer and the list of the page's own chunks for the user's role. The browser shows the page as soon as
 * the HTML and the entry's stylesheet arrive; the entry then asks for the page's chunks all at once, and
 * the shell draws without asking who is signed in.
 */
export function createSignedInPage(
  webDir: string,
  firstPaint: () => FirstPaint | null,
  log: FastifyBaseLogger,
): ((url: string, pathname: string, user: UserDto) => Promise<string>) | null {
  const index = readFileSync(path.join(webDir, "index.html"), "utf8");
  const file = path.join(webDir, PRELOADS_FILE);
  const preloads: PagePreload[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  const headEnd = index.indexOf("</head>");
  const rootAt = index.indexOf(ROOT_ELEMENT);
  const bodyEnd = index.lastIndexOf("</body>");
  // Not the build's page (no head, root or body to add to): every visit gets the plain file.
  if (headEnd < 0 || rootAt < headEnd || bodyEnd < rootAt) return null;
  const rootEnd = rootAt + ROOT_ELEMENT.length;
  const fileText = (href: string) => readFileSync(path.join(webDir, href), "utf8");
  // The entry's stylesheet, which every page loads before anything of its own.
  const entryStyles = [...index.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
  // Per page: its chunks' modulepreload links in an inert template, which the entry moves into the head
  // once it runs (web/lib/pageChunks.ts); its stylesheets as links in the head when the page comes without
  // a first paint, and otherwise only the rules its first paint uses, written into the head (read on the
  // page's first visit), so that it paints without waiting for them.
  const parts = new Map<
    PagePreload,
    { links: string; chunks: string; stylesFor?: ((painted: string) => string) | null }
  >();
  for (const page of preloads) {
    parts.set(page, {
      links: page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join(""),
      chunks: page.scripts.length
        ? `<template id="${PAGE_CHUNKS_ID}">${page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</template>`
        : "",
    });
  }
  const headOf = (page: PagePreload | undefined, painted: string | null): string => {
    const own = page && parts.get(page);
    if (!own) return "";
    if (!painted) return own.links;
    if (own.stylesFor === undefined) {
      try {
        own.stylesFor = firstPaintStyles(page.styles.map(fileText), entryStyles.map(fileText).join(""));
      } catch (error) {
        log.warn({ err: error, paths: page.paths }, "a page's stylesheets could not be read; linked instead");
        own.stylesFor = null;
      }
    }
    if (!own.stylesFor) return own.links;
    const css = own.stylesFor(painted);
    return css ? `<style data-first-paint>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "";
  };

  return async (url, pathname, user) => {
    const page = preloads.find(
      (p) =>
        p.paths.some((pattern) => matches(pattern, pathname)) && (!p.roles || p.roles.includes(user.role)),
    );
    const draw = firstPaint();
    const painted = draw ? await drawn(draw, user, url, log) : null;
    const root = painted ? `<div id="root"><div inert aria-busy="true">${painted}</div></div>` : ROOT_ELEMENT;
    const userScript = `<script type="application/json" id="${SIGNED_IN_USER_ID}">${jsonForScript(writeUser(user))}</script>`;
    return (
      index.slice(0, headEnd) +
      headOf(page, painted) +
      index.slice(headEnd, rootAt) +
      root +
      index.slice(rootEnd, bodyEnd) +
      userScript +
      (page ? (parts.get(page)?.chunks ?? "") : "") +
      index.slice(bodyEnd)
    );
  };
}
