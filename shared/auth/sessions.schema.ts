import { z } from "zod";

/**
 * One's own sessions (docs/product/accounts.md §5, docs/product/settings.md §9). `id` is the session's
 * public id, a random UUID that is not the cookie token nor its hash: knowing it lets nobody in.
 */
export const sessionDtoSchema = z.object({
  id: z.string(),
  /** From the User-Agent: "Chrome on Windows", or 'Unknown device'. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  /** ISO instants: when the session started, and its last recorded request (kept to within 5 minutes). */
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session of the call itself: 'This device'. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

export const sessionListSchema = z.array(sessionDtoSchema);

export const SESSION_NOT_FOUND = "Session not found";

/** Any text up to 100 characters: an id that is not a session's UUID is simply not found (404). */
export const sessionIdParamSchema = z.object({ id: z.string().max(100) });
export const isSessionId = (id: string): boolean => z.uuid().safeParse(id).success;

/** The answer of "Sign out everywhere else": how many sessions ended. */
export const signedOutOthersSchema = z.object({ signedOut: z.number().int().nonnegative() });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;
