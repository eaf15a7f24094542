import { ASSISTANT_ERROR_MESSAGES, DEFAULT_ERROR_MESSAGE, GOAL_CREATE_MESSAGES } from '../domain/messages';
import {
  ApiError,
  assistantErrorMessage,
  getErrorCode,
  getErrorMessage,
  goalCreateErrorMessage,
  isNetworkError,
  toApiError,
  toTransportError,
} from './errors';

const errorBody = (message: string, type: string) => ({ detail: { error: { message, type } } });

describe('getErrorMessage', () => {
  it('takes detail.error.message first', () => {
    expect(getErrorMessage({ ...errorBody('deep', 'x'), error: { message: 'mid' }, message: 'top' })).toBe('deep');
  });
  it('then error.message, then message', () => {
    expect(getErrorMessage({ error: { message: 'mid' }, message: 'top' })).toBe('mid');
    expect(getErrorMessage({ message: 'top' })).toBe('top');
    expect(getErrorMessage(new Error('thrown'))).toBe('thrown');
  });
  it('falls back to the catalogue default', () => {
    expect(getErrorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage({})).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage({ message: '  ' })).toBe(DEFAULT_ERROR_MESSAGE);
    expect(DEFAULT_ERROR_MESSAGE).toBe('An unexpected error occurred');
  });
});

describe('getErrorCode', () => {
  it('reads code, then detail.error.type', () => {
    expect(getErrorCode({ code: 'c', ...errorBody('m', 't') })).toBe('c');
    expect(getErrorCode(errorBody('m', 't'))).toBe('t');
    expect(getErrorCode(new Error('x'))).toBeUndefined();
  });
});

describe('toApiError', () => {
  it('keeps status, code and body, message by the catalogue order', () => {
    const err = toApiError(404, errorBody('Workspace not found', 'not_found'), 'Not Found');
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', message: 'Workspace not found' });
    expect(getErrorMessage(err)).toBe('Workspace not found');
    expect(getErrorCode(err)).toBe('not_found');
  });
  it('uses the transport message when the body says nothing, then the default', () => {
    expect(toApiError(502, 'bad gateway html', 'Bad Gateway').message).toBe('Bad Gateway');
    expect(toApiError(500, undefined, '').message).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('toTransportError', () => {
  it('maps failures without a response to status 0 with a code', () => {
    expect(toTransportError(new TypeError('fetch failed'))).toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'fetch failed',
    });
    expect(toTransportError(new DOMException('timed out', 'TimeoutError'))).toMatchObject({
      status: 0,
      code: 'timeout',
    });
    expect(toTransportError(new DOMException('stop', 'AbortError'))).toMatchObject({ status: 0, code: 'aborted' });
  });
  it('treats timeouts but not caller aborts as network errors', () => {
    expect(isNetworkError(toTransportError(new DOMException('t', 'TimeoutError')))).toBe(true);
    expect(isNetworkError(toTransportError(new DOMException('a', 'AbortError')))).toBe(false);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(toApiError(500, undefined))).toBe(false);
  });
});

describe('assistantErrorMessage', () => {
  it.each([
    [401, ASSISTANT_ERROR_MESSAGES.unauthorized],
    [403, ASSISTANT_ERROR_MESSAGES.forbidden],
    [404, ASSISTANT_ERROR_MESSAGES.notFound],
    [503, ASSISTANT_ERROR_MESSAGES.unavailable],
  ])('maps %i to the catalogue message', (status, message) => {
    expect(assistantErrorMessage(toApiError(status, errorBody('server words', 'x')))).toBe(message);
  });
  it('uses the server message for other statuses, else "Request failed with status"', () => {
    expect(assistantErrorMessage(toApiError(500, errorBody('Model crashed', 'internal')))).toBe('Model crashed');
    expect(assistantErrorMessage(toApiError(422, { detail: 'Bad query' }))).toBe('Bad query');
    expect(assistantErrorMessage(toApiError(502, undefined, 'Bad Gateway'))).toBe('Request failed with status 502');
  });
  it('maps no response to the network message and anything else to the default', () => {
    expect(assistantErrorMessage(toTransportError(new TypeError('fetch failed')))).toBe(
      'Network error. Please check your connection.',
    );
    expect(assistantErrorMessage(new Error('boom'))).toBe('An unexpected error occurred');
  });
});

describe('goalCreateErrorMessage', () => {
  it('maps network, validation, auth and permission failures to the four catalogue messages', () => {
    expect(goalCreateErrorMessage(toTransportError(new TypeError('x')))).toBe(GOAL_CREATE_MESSAGES.network);
    expect(goalCreateErrorMessage(toApiError(400, errorBody('title required', 'validation_error')))).toBe(
      GOAL_CREATE_MESSAGES.validation,
    );
    expect(goalCreateErrorMessage(toApiError(422, undefined))).toBe(GOAL_CREATE_MESSAGES.validation);
    expect(goalCreateErrorMessage(toApiError(401, undefined))).toBe(GOAL_CREATE_MESSAGES.auth);
    expect(goalCreateErrorMessage(toApiError(403, undefined))).toBe(GOAL_CREATE_MESSAGES.permission);
  });
  it('passes other failures through getErrorMessage', () => {
    expect(goalCreateErrorMessage(toApiError(404, errorBody('Workspace not found', 'not_found')))).toBe(
      'Workspace not found',
    );
  });
});
