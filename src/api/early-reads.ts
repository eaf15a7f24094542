import { getAccessToken } from './token-store';

// index.html starts the stored token's first reads as the page is parsed, before the app's code
// has arrived, so their answers are in when the app first needs them (docs/architecture.md,
// "Front end"): who is signed in, and what the server names for the page (src/domain/page-reads.ts).
// The app takes each answer once; anything but a plain success (an expired token to refresh, no
// answer at all) falls back to its own call, which knows how to handle it.

declare global {
  /** The reads index.html started: the token it sent, and each path's response. */
  var __labforgeEarlyReads: { token: string; responses: Record<string, Promise<Response> | undefined> } | undefined;
}

/** The body of the page's early read of `path`, if it succeeded for the token still stored; once only. */
export async function takeEarlyRead<T>(path: string): Promise<T | null> {
  const early = globalThis.__labforgeEarlyReads;
  const response = early?.responses[path];
  if (!early || !response) return null;
  early.responses[path] = undefined;
  if (early.token !== getAccessToken()) return null;
  try {
    const answer = await response;
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  }
}
