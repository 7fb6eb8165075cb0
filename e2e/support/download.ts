import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

/** What a download saved, as text (a PDF's text as a reader would copy it). */
export async function downloadedText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  if (!download.suggestedFilename().endsWith(".pdf")) return bytes.toString("utf8");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
