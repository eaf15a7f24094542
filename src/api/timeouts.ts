// Request timeouts (docs/product.md, "Timeouts"). The client applies API_TIMEOUT_MS to every call unless
// the call passes `timeoutMs` (see client.ts); the slow endpoints pass the longer ones.
export const API_TIMEOUT_MS = 60_000;
export const START_SESSION_TIMEOUT_MS = 120_000;
export const CONVERT_TIMEOUT_MS = 120_000;
export const PREVIEW_GRAPH_TIMEOUT_MS = 120_000;
export const GRAPH_GENERATION_TIMEOUT_MS = 60_000;

/** A signal that aborts after `ms` or when the caller's signal does, whichever comes first. */
export function timeoutSignal(ms: number, signal?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}
