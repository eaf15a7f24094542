// msw for component tests: any request without a handler fails the test.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../../../src/api/client';

export const API_BASE = defaultBaseUrl();

/** Absolute URL for a contract path, as the client sends it under test. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/** Installs an msw server for the calling test file. */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
