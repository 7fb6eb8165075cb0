import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import react, { reactCompilerPreset } from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const UI_BASE =
  /node_modules[\\/](@mantine[\\/](core[\\/]esm[\\/](core|utils|components[\\/](Box|Button|UnstyledButton|Input|InputBase|TextInput|PasswordInput|Anchor|Text|Title|Paper|Stack|Group|Flex|Center|Loader|Alert|CloseButton|ActionIcon|ThemeIcon|Badge|Tabs|Divider))|store)|clsx|klona|fast-deep-equal)[\\/]/;

const SIGN_IN =
  /web[\\/]areas[\\/]auth[\\/](pages[\\/]AuthPage|components[\\/](AuthCard|AuthShell|BrandMark|BrandPanel|LoginForm|SignupSuccess|VerifiedNotice)|authMessages|loginFailure|serverMessage)\.tsx?$/;

const apiPort = process.env.PORT ?? "3000";

/**
 * React Compiler on the components that say "use memo" (a screen whose queries re-render it: what did not
 * change is not drawn again; docs/ARCHITECTURE.md, "Web"). Only those files pass through Babel, and one the
 * compiler cannot memoise fails the build instead of quietly staying as it was.
 */
export const REACT_COMPILER_OPTIONS = {
  compilationMode: "annotation",
  panicThreshold: "all_errors",
} as const;

// React Router's package maps every import to its development build, whose warnings stay on in a
// production bundle; the build takes the production twin (the same code with the warnings switched off,
// so the minifier drops them).
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: "web",
  plugins: [react(), babel({ presets: [reactCompilerPreset(REACT_COMPILER_OPTIONS)] })],
  resolve: {
    alias: command === "build" ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  // The manifest feeds scripts/bundle-report.mjs (each page's initial JavaScript, and its budget).
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // Rolldown would otherwise move code shared by lazy pages into the entry chunk, which every
      // page (even /auth) downloads first.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          groups: [
            // The UI kit every page uses (Mantine's core, layout, text, buttons and inputs) as one chunk
            // instead of dozens of small ones, which gzip worse and cost a request each.
            { name: "ui-base", test: UI_BASE, priority: 2 },
            // The sign-in page's own small modules as one file: it is every visit's first download.
            { name: "sign-in", test: SIGN_IN, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
