import { DEFAULT_ERROR_MESSAGE, NOT_FOUND_MESSAGES, SERVER_AUTH_MESSAGES } from '../../src/domain/messages';

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

export const AUTHENTICATION_REQUIRED = SERVER_AUTH_MESSAGES.authenticationRequired;

export const unauthorized = (message: string = AUTHENTICATION_REQUIRED, type = 'unauthorized') =>
  new HttpError(401, type, message);
export const forbidden = (message: string, type = 'forbidden') => new HttpError(403, type, message);
export const notFound = (message: string = NOT_FOUND_MESSAGES.default) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, type = 'bad_request') => new HttpError(400, type, message);
export const internalError = () => new HttpError(500, 'internal_error', DEFAULT_ERROR_MESSAGE);
