import { LOGO_FORM_MAX_BYTES } from "../../../shared/companies/companies.schema";

/** Why a picked logo file was refused: a toast title and its message (docs/product/companies.md §4). */
export interface LogoFileProblem {
  title: string;
  message: string;
}

export const INVALID_LOGO_TYPE: LogoFileProblem = {
  title: "Invalid file type",
  message: "Please select an image file (JPEG, PNG, etc.)",
};

export const LOGO_TOO_LARGE: LogoFileProblem = {
  title: "File too large",
  message: "Logo image must be smaller than 1MB",
};

/** Checks a picked file before it is read: an image, at most 1 MB; null when it may be used. */
export function checkLogoFile(file: Pick<File, "type" | "size">): LogoFileProblem | null {
  if (!file.type.startsWith("image/")) return INVALID_LOGO_TYPE;
  if (file.size > LOGO_FORM_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/** Reads a file as a data URL, the form in which the company form sends an uploaded logo. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}
