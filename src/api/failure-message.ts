// The 'Failed to …' words (docs/product.md, "Error messages") put in front of a call's error, without losing what
// the retry rules read from it (status and code).
import { ApiError, getErrorMessage } from './errors';

/**
 * Refused on this side: an argument the validation rules reject before any call, or a response
 * without the shape a screen requires. Deterministic, so the validation code keeps it from retries.
 */
export class ClientValidationError extends Error {
  readonly code = 'validation_error';

  constructor(message: string) {
    super(message);
    this.name = 'ClientValidationError';
  }
}

/** Runs `call`; any failure comes back with its message prefixed and its status and code kept. */
export async function withFailureMessage<T>(prefix: (message: string) => string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(prefix(err.message), err.status, err.code, err.body);
    throw new ClientValidationError(prefix(getErrorMessage(err)));
  }
}
