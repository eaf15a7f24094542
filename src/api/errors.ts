// One error type for every failed call, and the rules for turning any thrown
// value into the words the user sees.
import { ASSISTANT_ERROR_MESSAGES, DEFAULT_ERROR_MESSAGE, GOAL_CREATE_MESSAGES } from '../domain/messages';

/** Codes for failures that never reached a response (status 0). */
export const TRANSPORT_ERROR_CODES = {
  network: 'network_error',
  timeout: 'timeout',
  aborted: 'aborted',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The parsed response body, kept so callers can read server detail the message hid. */
  readonly body?: unknown;

  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** detail.error.message, then error.message, then message (docs/product.md, "Error messages"). */
export function messageFromBody(body: unknown): string | undefined {
  return (
    nonEmptyString(field(field(field(body, 'detail'), 'error'), 'message')) ??
    nonEmptyString(field(field(body, 'error'), 'message')) ??
    nonEmptyString(field(body, 'message'))
  );
}

/** code, then detail.error.type. */
export function getErrorCode(err: unknown): string | undefined {
  return nonEmptyString(field(err, 'code')) ?? nonEmptyString(field(field(field(err, 'detail'), 'error'), 'type'));
}

export function getErrorMessage(err: unknown): string {
  if (typeof err === 'string') return nonEmptyString(err) ?? DEFAULT_ERROR_MESSAGE;
  return messageFromBody(err) ?? DEFAULT_ERROR_MESSAGE;
}

/** Builds the ApiError for an HTTP error answer; the transport message (status text) is the fallback. */
export function toApiError(status: number, body: unknown, transportMessage?: string): ApiError {
  const message = messageFromBody(body) ?? nonEmptyString(transportMessage) ?? DEFAULT_ERROR_MESSAGE;
  return new ApiError(message, status, getErrorCode(body), body);
}

/** A failure with no response at all (offline, DNS, timeout, abort) becomes status 0. */
export function toTransportError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const name = field(err, 'name');
  const code =
    name === 'TimeoutError'
      ? TRANSPORT_ERROR_CODES.timeout
      : name === 'AbortError'
        ? TRANSPORT_ERROR_CODES.aborted
        : TRANSPORT_ERROR_CODES.network;
  const message = nonEmptyString(field(err, 'message')) ?? DEFAULT_ERROR_MESSAGE;
  return new ApiError(message, 0, code, undefined);
}

export function getErrorStatus(err: unknown): number | undefined {
  const status = field(err, 'status');
  return typeof status === 'number' ? status : undefined;
}

/**
 * A read of one object failed because there is no such object for this user: a 404, or a 400 for
 * an id that cannot name one. To a reader both are the same missing object.
 */
export function isMissingObjectError(err: unknown): boolean {
  const status = getErrorStatus(err);
  return status === 404 || status === 400;
}

/** No response arrived, and not because the caller cancelled: worth a retry. */
export function isNetworkError(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 0 && err.code !== TRANSPORT_ERROR_CODES.aborted;
  // fetch rejects with a bare TypeError when the network is down.
  return err instanceof TypeError;
}

const VALIDATION_CODES = new Set(['validation_error', 'validation', 'bad_request']);

export function isValidationError(err: unknown): boolean {
  const status = getErrorStatus(err);
  const code = getErrorCode(err);
  return status === 400 || status === 422 || (code !== undefined && VALIDATION_CODES.has(code));
}

/** Assistant calls, by status. */
export function assistantErrorMessage(err: unknown): string {
  if (isNetworkError(err)) return ASSISTANT_ERROR_MESSAGES.network;
  const status = getErrorStatus(err);
  if (status === undefined) return DEFAULT_ERROR_MESSAGE;
  if (status === 0) return ASSISTANT_ERROR_MESSAGES.network;
  if (status === 401) return ASSISTANT_ERROR_MESSAGES.unauthorized;
  if (status === 403) return ASSISTANT_ERROR_MESSAGES.forbidden;
  if (status === 404) return ASSISTANT_ERROR_MESSAGES.notFound;
  if (status === 503) return ASSISTANT_ERROR_MESSAGES.unavailable;
  const body = err instanceof ApiError ? err.body : err;
  return (
    messageFromBody(body) ?? nonEmptyString(field(body, 'detail')) ?? ASSISTANT_ERROR_MESSAGES.requestFailed(status)
  );
}

/** Goal creation: network, validation, auth and permission get fixed words. */
export function goalCreateErrorMessage(err: unknown): string {
  if (isNetworkError(err)) return GOAL_CREATE_MESSAGES.network;
  if (isValidationError(err)) return GOAL_CREATE_MESSAGES.validation;
  const status = getErrorStatus(err);
  if (status === 401) return GOAL_CREATE_MESSAGES.auth;
  if (status === 403) return GOAL_CREATE_MESSAGES.permission;
  return getErrorMessage(err);
}
