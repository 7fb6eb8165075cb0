import "./lib/zodSetup";
import "./lib/signInStyles";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { adoptSignedInUser } from "./lib/auth";
import { preloadPageChunks } from "./lib/pageChunks";
import { queryClient } from "./lib/queryClient";
import { cssVariablesResolver, theme } from "./lib/theme";
import { routes } from "./routes";

// The toasts' renderer loads after the first page (a toast shown before it arrives waits in the store);
// the modals' provider is in the signed-in shell. Both keep the first download small (/auth ≤ 150 KB).
const Toasts = lazy(() => import("./layout/Toasts"));

type Router = ReturnType<typeof createBrowserRouter>;

// A signed-in page's HTML carries its user: the shell draws without asking the server who it is.
adoptSignedInUser(queryClient);

const app = (router: Router) => (
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>
);

/**
 * Draws the app. A page whose first paint came in the HTML (/auth: scripts/prerender.mjs) is replaced once
 * its route's code has arrived, so it goes straight to the page, not through the loading spinner.
 */
function start(router: Router) {
  const root = createRoot(rootElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a phone's first visit: Lighthouse's total blocking time).
  startTransition(() => root.render(app(router)));
}

const rootElement = document.getElementById("root")!;

// The router starts in a task of its own, once the page's chunks are preloaded (lib/pageChunks.ts).
preloadPageChunks(() => {
  const router = createBrowserRouter(routes);
  if (rootElement.hasChildNodes() && !router.state.initialized) {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start(router);
    });
  } else {
    start(router);
  }
});
