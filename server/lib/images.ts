/** Image checks by content, never by name (docs/product/companies.md §4). */
export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/svg+xml";

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

/** The type of an image from its first bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return "image/png";
  }
  const head = Buffer.from(bytes.subarray(0, 512)).toString("utf8");
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "image/gif";
  const text = head.replace(/^\uFEFF/, "").trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return "image/svg+xml";
  return null;
}

/** Splits a base64 data URL into its bytes; null when it is not one. */
export function decodeBase64DataUrl(value: string): Buffer | null {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  return match ? Buffer.from(match[1]!, "base64") : null;
}
