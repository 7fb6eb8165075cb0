/**
 * What a signed-in page's HTML carries for the web app's code (docs/ARCHITECTURE.md, "Web"): the server
 * writes these elements (server/lib/page-html.ts) and the entry reads and removes them before its first
 * render (web/lib/auth.ts, web/lib/pageChunks.ts).
 */

/** `<script type="application/json">` holding the user exactly as `GET /api/user` answers it. */
export const SIGNED_IN_USER_ID = "signed-in-user";

/**
 * `<template>` holding the modulepreload links of the page's own chunks for the user's role. The entry
 * moves them into the head as soon as it runs, after the first paint: fetched before it, they would
 * compete with the stylesheets the first paint waits for.
 */
export const PAGE_CHUNKS_ID = "page-chunks";
