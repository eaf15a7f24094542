import { getAccessToken } from './token-store';
import type { UserProfile } from './types';

// index.html asks GET /v1/auth/me with the stored token as the page is parsed, before the app's
// code has arrived, so the answer is in when the app first needs it (docs/architecture.md,
// "Front end"). The app takes that answer once; anything but a plain success (an expired token to
// refresh, no answer at all) falls back to its own call, which knows how to handle it.

declare global {
  /** The call index.html started: the token it sent, and the response. */
  var __labforgeEarlyMe: { token: string; response: Promise<Response> } | undefined;
}

/** The user from the page's early me call, if it succeeded for the token still stored; once only. */
export async function takeEarlyMe(): Promise<UserProfile | null> {
  const early = globalThis.__labforgeEarlyMe;
  globalThis.__labforgeEarlyMe = undefined;
  if (!early || early.token !== getAccessToken()) return null;
  try {
    const response = await early.response;
    return response.ok ? ((await response.json()) as UserProfile) : null;
  } catch {
    return null;
  }
}
