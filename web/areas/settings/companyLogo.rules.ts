import { LOGO_TYPES, LOGO_UPLOAD_MAX_BYTES } from "../../../shared/companies/companies.schema";

export const LOGO_INVALID_TYPE = "Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.";
export const LOGO_TOO_LARGE = "File is too large. Maximum size is 5MB.";

/** The file picker's accept list. */
export const LOGO_ACCEPT = LOGO_TYPES.join(",");

/** Why a chosen logo file cannot be uploaded (docs/product/settings.md §4), or null when it can. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_INVALID_TYPE;
  if (file.size > LOGO_UPLOAD_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * The address an <img> can load a stored logo from: data and http(s) URLs and server paths as they are,
 * a bare image file name as the company's logo path; null when there is nothing usable.
 */
export function logoSrcOf(companyId: number, logo: string | null | undefined): string | null {
  const value = logo?.trim();
  if (!value) return null;
  if (/^data:image\//.test(value) || /^https?:\/\//.test(value) || value.startsWith("/api/")) return value;
  if (/^[\w.-]+\.(png|jpe?g|gif|svg)$/i.test(value)) return `/api/companies/${companyId}/logo/${value}`;
  return null;
}
