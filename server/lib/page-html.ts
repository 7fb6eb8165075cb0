import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type UserDto, userDtoSchema } from "../../shared/auth/auth.schema";
import { serializerCompiler } from "./serializer";

/** Written by the build (scripts/page-preloads.mjs): each page's chunks and stylesheets beyond the entry's. */
export const PRELOADS_FILE = "preloads.json";
/** The element whose JSON is the signed-in user (read by web/lib/auth.ts). */
export const SIGNED_IN_USER_ID = "signed-in-user";

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

/**
 * The HTML of a signed-in visit (docs/ARCHITECTURE.md, "Web"): index.html with, in its head, the page's own
 * chunks and stylesheets for the user's role, and in its body the user as `/api/user` would answer. The
 * browser then fetches the page's code beside the entry, and the shell draws without asking who is signed in.
 */
export function createSignedInPage(webDir: string): ((pathname: string, user: UserDto) => string) | null {
  const index = readFileSync(path.join(webDir, "index.html"), "utf8");
  const file = path.join(webDir, PRELOADS_FILE);
  const preloads: PagePreload[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
  const headEnd = index.indexOf("</head>");
  const bodyEnd = index.lastIndexOf("</body>");
  // Not the build's page (no head or body to add to): every visit gets the plain file.
  if (headEnd < 0 || bodyEnd < headEnd) return null;
  const links = new Map<PagePreload, string>();
  for (const page of preloads) {
    const tags = [
      ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...page.scripts.map(
        (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
      ),
    ];
    links.set(page, tags.join(""));
  }

  return (pathname, user) => {
    const page = preloads.find(
      (p) =>
        p.paths.some((pattern) => matches(pattern, pathname)) && (!p.roles || p.roles.includes(user.role)),
    );
    const userScript = `<script type="application/json" id="${SIGNED_IN_USER_ID}">${jsonForScript(writeUser(user))}</script>`;
    return (
      index.slice(0, headEnd) +
      (page ? links.get(page) : "") +
      index.slice(headEnd, bodyEnd) +
      userScript +
      index.slice(bodyEnd)
    );
  };
}
