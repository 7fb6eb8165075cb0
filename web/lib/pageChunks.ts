import { PAGE_CHUNKS_ID } from "../../shared/common/signed-in-page";

/** How many of the page's chunk links move to the head in one task (see preloadPageChunks). */
export const PRELOADS_PER_TASK = 4;

/**
 * When the entry starts: the page's own chunks, which a signed-in page's HTML lists as modulepreload links
 * inside a `<template>` (inert there: nothing is fetched before the first paint), move to the head, and the
 * browser asks for them all at once instead of one import after another (docs/ARCHITECTURE.md, "Web").
 *
 * A few links a task: each costs the browser 1–2 ms to start (a phone: four times that), and a page has
 * 50–80, so moving them all at once made the entry's task one long block of the main thread. `then` runs
 * in the task after the last (at once when the page lists none): the router starts there, so the lazy
 * routes' imports find their chunks preloaded instead of adding the same links again in one task.
 */
export function preloadPageChunks(then: () => void): void {
  const list = document.getElementById(PAGE_CHUNKS_ID);
  if (!(list instanceof HTMLTemplateElement)) {
    then();
    return;
  }
  list.remove();
  const links = [...list.content.children];
  const moveSome = () => {
    document.head.append(...links.splice(0, PRELOADS_PER_TASK));
    setTimeout(links.length > 0 ? moveSome : then, 0);
  };
  moveSome();
}
