import { Loader, MantineProvider, Stack } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { AuthCard } from "../areas/auth/components/AuthCard";
import { AuthShell } from "../areas/auth/components/AuthShell";
import { cssVariablesResolver, theme } from "../lib/theme";

/**
 * The first paint of /auth, rendered at build time (scripts/prerender.mjs) into dist/web/auth.html: the
 * sign-in screen's frame and card heading with a spinner where the form will be, drawn by the HTML and the
 * stylesheet alone, before any JavaScript has arrived (docs/ARCHITECTURE.md, "Web"). It has no inputs, so
 * nothing typed is lost when the page's code replaces it.
 */
export function renderAuthFirstPaint(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <MemoryRouter initialEntries={["/auth"]}>
        <AuthShell>
          <Stack gap="lg">
            <AuthCard tab="login">
              <Loader mx="auto" display="block" aria-label="Loading" />
            </AuthCard>
          </Stack>
        </AuthShell>
      </MemoryRouter>
    </MantineProvider>,
  );
}
