import { PAGE_CHUNKS_ID } from "../../shared/common/signed-in-page";

/**
 * When the entry starts: the page's own chunks, which a signed-in page's HTML lists as modulepreload links
 * inside a `<template>` (inert there: nothing is fetched before the first paint), move to the head, and the
 * browser asks for them all at once instead of one import after another (docs/ARCHITECTURE.md, "Web").
 */
export function preloadPageChunks(): void {
  const list = document.getElementById(PAGE_CHUNKS_ID);
  if (!(list instanceof HTMLTemplateElement)) return;
  list.remove();
  document.head.append(list.content);
}
