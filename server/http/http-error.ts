import { DEFAULT_ERROR_MESSAGE } from '../../src/domain/messages';

// Errors a handler means to show the caller. Anything else that escapes becomes a generic 500.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  detail: { error: { message: string; type: string } };
}

export function errorBody(message: string, type: string): ErrorBody {
  return { detail: { error: { message, type } } };
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';

export const unauthorized = (message = AUTHENTICATION_REQUIRED, type = 'unauthorized') =>
  new HttpError(401, type, message);
export const forbidden = (message: string, type = 'forbidden') => new HttpError(403, type, message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, type = 'bad_request') => new HttpError(400, type, message);
export const internalError = () => new HttpError(500, 'internal_error', DEFAULT_ERROR_MESSAGE);
