// The words the assistant panel shows for a failed call or stream (docs/product.md, "Error messages"): statuses with
// their own words keep them; the stream's own failures keep the stream catalogue's words.
import { ASSISTANT_MESSAGES } from '../domain/messages';
import { ApiError, assistantErrorMessage, getErrorStatus, isNetworkError } from './errors';

const STATUSES_WITH_WORDS = new Set([401, 403, 404, 503]);

export function assistantStreamErrorMessage(err: unknown): string {
  const status = getErrorStatus(err);
  if (status !== undefined && STATUSES_WITH_WORDS.has(status)) return assistantErrorMessage(err);
  if (err instanceof ApiError && err.message) return err.message;
  return ASSISTANT_MESSAGES.streamQueryFailed;
}

/** A session call: the by-status words for anything that reached or missed the server, else `fallback`. */
export function assistantCallErrorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError || isNetworkError(err) ? assistantErrorMessage(err) : fallback;
}
