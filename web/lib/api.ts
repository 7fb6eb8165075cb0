/**
 * The API client of spec 01 §7–§8: cookies on every call, a JSON content type only with a body,
 * and every non-OK answer turned into an Error whose message is "status: body text".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `{ message }` when the body is JSON, else the raw text. */
  get serverMessage(): string {
    return parseServerMessage(this.body) ?? this.body;
  }

  /** The parsed JSON body, when there is one. */
  get json(): Record<string, unknown> | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}

function parseServerMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // not JSON: the caller uses the raw text
  }
  return null;
}

/** The readable part of any error thrown by the client, for toasts. */
export function errorMessage(error: unknown, fallback = "An unexpected error occurred"): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** One call: method, path, optional JSON body. DELETE and 204 answers yield an empty object. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (method === "DELETE" || res.status === 204) return {} as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** Uploads a raw body (a file) with its own content type. */
export async function apiUpload<T = unknown>(url: string, file: Blob): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The default data load: a GET of the query key's first element; optionally 401 means "no data". */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
