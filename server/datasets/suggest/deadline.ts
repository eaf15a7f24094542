import { DATASET_SUGGESTION_MESSAGES } from '../../../src/domain/messages';
import { HttpError } from '../../http/http-error';

// The request's own time limit (docs/product.md, "Datasets"): past it the caller gets a 504 at
// once and the work is told to stop (model calls abort; a query already sent runs to its end).

export const SUGGESTION_DEADLINE_MS = 60_000;

export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new HttpError(504, 'timeout', DATASET_SUGGESTION_MESSAGES.timedOut);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // Once the deadline has answered, the work's own failure has nobody left to tell.
  running.catch(() => {});
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
