// msw for component tests: any request without a handler fails the test.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { defaultBaseUrl } from '../../../src/api/client';

export const API_BASE = defaultBaseUrl();

/** Absolute URL for a contract path, as the client sends it under test. */
export const apiUrl = (path: string) => `${API_BASE}${path}`;

/**
 * Reads every signed-in page makes besides its own, answered empty unless a test says otherwise:
 * the dashboard's inbox of invitations (docs/product.md, "Sharing a workspace"), the top bar's
 * notification inbox and the settings page's notification preferences (docs/product.md,
 * "Notifications"), the live stream and presence (docs/architecture.md, "Live events").
 */
const AMBIENT: RequestHandler[] = [
  http.get(apiUrl('/v1/invitations'), () => HttpResponse.json({ items: [] })),
  http.get(apiUrl('/v1/notifications'), () => HttpResponse.json({ items: [], unread: 0, total: 0 })),
  http.get(apiUrl('/v1/notifications/preferences'), () => HttpResponse.json({ items: [] })),
  // The shell's live stream (answered with no stream: the tab retries later) and a page's presence.
  http.get(apiUrl('/v1/events'), () => new HttpResponse(null, { status: 204 })),
  http.post(apiUrl('/v1/presence'), () => HttpResponse.json({ viewers: [] })),
  http.delete(apiUrl('/v1/presence/:tabId'), () => HttpResponse.json({ success: true })),
];

/** Installs an msw server for the calling test file. */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...AMBIENT);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
