import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DATASET_SUGGESTION_ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../domain/messages';
import { defaultBaseUrl } from '../client';
import { ApiError } from '../errors';
import { ClientValidationError } from '../failure-message';
import { shouldRetrySuggestion, suggestDatasets, suggestionErrorMessage } from './idea-datasets';

const BASE = defaultBaseUrl();
const server = setupServer();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('suggestDatasets', () => {
  it.each([
    [[], VALIDATION_MESSAGES.ideaIdRequired],
    [[1, 2, 3, 4, 5, 6].map(id), 'Maximum 5 ideas allowed per request'],
    [[id(1), 'not-a-uuid', 'also-bad'], 'Invalid idea ID format: not-a-uuid'],
  ])('refuses %j before any call, in the server words', async (ids, message) => {
    // No handler is installed: a request would fail the test as unhandled.
    await expect(suggestDatasets(ids)).rejects.toEqual(new ClientValidationError(message));
  });

  it('asks for the ideas given', async () => {
    let asked: unknown;
    server.use(
      http.post(`${BASE}/v1/ideas/suggest-datasets`, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ suggestions: [], totalSuggestions: 0, agentUsed: 'Offline catalogue search' });
      }),
    );
    await expect(suggestDatasets([id(1), id(2)])).resolves.toMatchObject({ totalSuggestions: 0 });
    expect(asked).toEqual({ ideaIds: [id(1), id(2)] });
  });
});

describe('suggestionErrorMessage', () => {
  it.each([
    [400, DATASET_SUGGESTION_ERROR_MESSAGES.badRequest],
    [404, 'Ideas not found or access denied'],
    [503, 'Dataset suggestion service unavailable'],
    [504, 'Dataset suggestion timed out - please try again'],
    [500, 'API request failed: An unexpected error occurred'],
  ])('words a %i as the product says', (status, message) => {
    expect(suggestionErrorMessage(new ApiError('An unexpected error occurred', status))).toBe(message);
  });

  it('keeps the words of a check made on this side, and calls our own timeout a timeout', () => {
    expect(suggestionErrorMessage(new ClientValidationError('Invalid idea ID format: x'))).toBe(
      'Invalid idea ID format: x',
    );
    expect(suggestionErrorMessage(new ApiError('signal timed out', 0, 'timeout'))).toBe(
      DATASET_SUGGESTION_ERROR_MESSAGES.timedOut,
    );
    expect(suggestionErrorMessage(new ApiError('Failed to fetch', 0, 'network_error'))).toBe(
      'API request failed: Failed to fetch',
    );
  });
});

describe('shouldRetrySuggestion', () => {
  it('retries once, never a refusal or a check made here', () => {
    expect(shouldRetrySuggestion(0, new ApiError('down', 503))).toBe(true);
    expect(shouldRetrySuggestion(1, new ApiError('down', 503))).toBe(false);
    expect(shouldRetrySuggestion(0, new ApiError('bad', 400))).toBe(false);
    expect(shouldRetrySuggestion(0, new ApiError('gone', 404))).toBe(false);
    expect(shouldRetrySuggestion(0, new ClientValidationError('Maximum 5 ideas allowed per request'))).toBe(false);
    expect(shouldRetrySuggestion(0, new ApiError('stop', 0, 'aborted'))).toBe(false);
  });
});
