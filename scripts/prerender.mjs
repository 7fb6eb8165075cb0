// Writes dist/web/auth.html: the built index.html with the sign-in screen's first paint in its root
// (web/prerender/authFirstPaint.tsx, rendered by React on the server side of a Vite SSR build), which the
// server answers for /auth (server/lib/static-web.ts). Run after `vite build`, before precompressing.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist", "web");
const ROOT_ELEMENT = '<div id="root"></div>';

// Inside the project, so that the bundle's imports of React and Mantine resolve to node_modules.
const out = path.join(root, "dist", "prerender");
try {
  await build({
    configFile: false,
    root: path.join(root, "web"),
    logLevel: "warn",
    plugins: [react()],
    build: { ssr: "prerender/authFirstPaint.tsx", outDir: out, emptyOutDir: true },
  });
  const { renderAuthFirstPaint } = await import(pathToFileURL(path.join(out, "authFirstPaint.js")).href);
  const index = readFileSync(path.join(dist, "index.html"), "utf8");
  if (!index.includes(ROOT_ELEMENT)) throw new Error(`dist/web/index.html has no ${ROOT_ELEMENT}`);
  writeFileSync(
    path.join(dist, "auth.html"),
    index.replace(ROOT_ELEMENT, `<div id="root">${renderAuthFirstPaint()}</div>`),
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
