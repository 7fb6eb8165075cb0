import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import type { UserDto } from "../../shared/auth/auth.schema";
import { USER_KEY } from "../lib/auth";
import { createQueryClient } from "../lib/queryClient";
import { cssVariablesResolver, theme } from "../lib/theme";
import { routes, SIGNED_IN_ROUTE_ID } from "../routes";

const handler = createStaticHandler(routes);
/** React's mark of a part it could not draw on the server (it waits for code or data). */
const CLIENT_RENDERED = "<!--$!-->";

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The first paint of a signed-in page, drawn by the server for each visit (server/lib/page-html.ts;
 * docs/ARCHITECTURE.md, "Web"): the shell with the user's sidebar and the page as it looks while its data
 * loads — its heading, its texts, spinners where the data goes. The browser shows it as soon as the HTML
 * and the stylesheets arrive; the page's code then replaces it. Null when the path is not a page of the
 * app (a redirect or an error): the browser's code draws that.
 */
export async function renderSignedInFirstPaint(user: UserDto, url: string): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, "http://first-paint.invalid")));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  // Only the signed-in shell's pages: a public page (/auth, /terms…) sends a signed-in visitor on.
  if (!context.matches.some((match) => match.route.id === SIGNED_IN_ROUTE_ID)) return null;
  const client = createQueryClient();
  client.setQueryData(USER_KEY, user);
  const app: ReactNode = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </MantineProvider>
  );
  // Drawn at once when every lazy part of the page has loaded before; otherwise drawn once more after
  // waiting for them (the first visit of each page after a start). A part still waiting is marked for
  // the browser to draw (`<!--$!-->`): never sent, and no inline script either (the CSP forbids them).
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return html;
  await textOf((await prerenderToNodeStream(app)).prelude);
  const again = renderToString(app);
  return again.includes(CLIENT_RENDERED) ? null : again;
}

/** Every path of these routes without a parameter (`/`, `/attendance`…), for the warm-up. */
function staticPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && !route.path.includes(":") && route.path !== "*" ? [route.path] : []),
    ...staticPaths(route.children ?? []),
  ]);
}

/**
 * Draws every page once for each role, one after another, so that the code each needs is loaded before
 * the first visitor asks (a page's first draw after a start loads it, and would miss the visit's time
 * limit). Called by the server a moment after it starts; a page that cannot be drawn is skipped.
 */
export async function warmSignedInFirstPaint(): Promise<void> {
  const roles: UserDto["role"][] = ["SUPER_ADMIN", "ADMIN", "EMPLOYEE"];
  const shell = (function find(list: RouteObject[]): RouteObject | undefined {
    for (const route of list) {
      const found = route.id === SIGNED_IN_ROUTE_ID ? route : find(route.children ?? []);
      if (found) return found;
    }
  })(routes);
  const signedInPaths = staticPaths(shell?.children ?? []);
  for (const role of roles)
    for (const path of signedInPaths) {
      const user: UserDto = {
        id: 0,
        username: "",
        firstName: "",
        lastName: "",
        role,
        companyId: role === "SUPER_ADMIN" ? null : 0,
        companyName: role === "SUPER_ADMIN" ? null : "",
        isVerified: true,
        timezone: "Asia/Kolkata",
      };
      await renderSignedInFirstPaint(user, path).catch(() => null);
      // Let requests in between two pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
}
