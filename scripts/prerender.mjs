// The server side of the web app, a Vite SSR build into dist/ssr (docs/ARCHITECTURE.md, "Web"):
// - web/prerender/authFirstPaint.tsx, rendered here once into dist/web/auth.html: the built index.html with
//   the sign-in screen's first paint in its root, which the server answers for /auth;
// - web/prerender/signedInFirstPaint.tsx, kept for the server (server/lib/page-html.ts), which draws each
//   signed-in visit's first paint with it.
// Run after `vite build`, before precompressing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist", "web");
const ROOT_ELEMENT = '<div id="root"></div>';

// Inside the project, so that the bundle's imports of React and Mantine resolve to node_modules.
const out = path.join(root, "dist", "ssr");
await build({
  configFile: false,
  root: path.join(root, "web"),
  logLevel: "warn",
  plugins: [react()],
  // The favicon and other public files are the browser build's; nothing here is served.
  publicDir: false,
  // React, React Router, Mantine and TanStack Query are bundled in, in their production builds: left to
  // node_modules they would pick their development builds whenever NODE_ENV is not "production" (as with
  // `npm start`), drawing each page about twice as slowly and holding more memory.
  ssr: { noExternal: true },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: true,
    outDir: out,
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        authFirstPaint: "prerender/authFirstPaint.tsx",
        signedInFirstPaint: "prerender/signedInFirstPaint.tsx",
      },
    },
  },
});
const { renderAuthFirstPaint } = await import(pathToFileURL(path.join(out, "authFirstPaint.js")).href);
const index = readFileSync(path.join(dist, "index.html"), "utf8");
if (!index.includes(ROOT_ELEMENT)) throw new Error(`dist/web/index.html has no ${ROOT_ELEMENT}`);
writeFileSync(
  path.join(dist, "auth.html"),
  index.replace(ROOT_ELEMENT, `<div id="root">${renderAuthFirstPaint()}</div>`),
);
