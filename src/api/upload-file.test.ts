import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorBody, FakeXhr } from '../../tests/support/ui/fake-xhr';
import { UPLOAD_TRANSPORT_MESSAGES } from '../domain/messages';
import { defaultBaseUrl } from './client';
import { clearTokens, getAccessToken, saveTokens } from './token-store';
import { setUnauthorizedHandler } from './unauthorized';
import { uploadFile } from './upload-file';

const BASE = defaultBaseUrl();
const server = setupServer();
const file = () => new File(['station,temperature_c\nS1,14.2\n'], 'buoys.csv', { type: 'text/csv' });
const ATTACHMENT = { id: 'f1', name: 'buoys.csv', type: 'text/csv', url: '/v1/files/f1', size: 30, datasetId: 'f1' };

FakeXhr.install();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setUnauthorizedHandler(vi.fn()));
afterEach(() => {
  server.resetHandlers();
  setUnauthorizedHandler(null);
  clearTokens();
});
afterAll(() => server.close());

describe('uploadFile', () => {
  it('sends the file as multipart with the bearer token and reports progress as a percent', async () => {
    saveTokens({ access_token: 'access', refresh_token: 'refresh' });
    const progress: number[] = [];
    const done = uploadFile(file(), { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', `${BASE}/v1/files`]);
    expect(xhr.headers.Authorization).toBe('Bearer access');
    expect(xhr.file().name).toBe('buoys.csv');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, ATTACHMENT);
    await expect(done).resolves.toEqual(ATTACHMENT);
    expect(progress).toEqual([25, 100, 100]);
  });

  it.each([
    [413, 'File is larger than the 200 MB limit', 'payload_too_large'],
    [415, 'Unsupported file type: only CSV, TSV, JSON lines and Parquet can be uploaded', 'unsupported_media_type'],
    [400, 'The file is empty', 'validation_error'],
  ])('turns a %i into an ApiError in the server words', async (status, message, code) => {
    const done = uploadFile(file());
    FakeXhr.last().respond(status, errorBody(message, code));
    await expect(done).rejects.toMatchObject({ name: 'ApiError', status, message, code });
  });

  it('cancels when the signal aborts, as an aborted transport error', async () => {
    const controller = new AbortController();
    const done = uploadFile(file(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({
      status: 0,
      code: 'aborted',
      message: UPLOAD_TRANSPORT_MESSAGES.cancelled,
    });
    expect(FakeXhr.last().aborted).toBe(true);
  });

  it('says so when the upload never reached the server', async () => {
    const done = uploadFile(file());
    FakeXhr.last().onerror?.();
    await expect(done).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: UPLOAD_TRANSPORT_MESSAGES.network,
    });
  });

  it('refreshes an expired token once, through the client, and sends the file again', async () => {
    saveTokens({ access_token: 'old', refresh_token: 'refresh' });
    server.use(
      http.get(`${BASE}/v1/auth/me`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new'
          ? HttpResponse.json({ id: 'u', email: 'ada@example.org', name: 'Ada' })
          : HttpResponse.json(errorBody('Authentication required', 'unauthorized'), { status: 401 }),
      ),
      http.post(`${BASE}/v1/auth/refresh`, () => HttpResponse.json({ access_token: 'new', refresh_token: 'r2' })),
    );
    const done = uploadFile(file());
    FakeXhr.last().respond(401, errorBody('Authentication required', 'unauthorized'));
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(FakeXhr.last().headers.Authorization).toBe('Bearer new');
    FakeXhr.last().respond(201, ATTACHMENT);
    await expect(done).resolves.toEqual(ATTACHMENT);
    expect(getAccessToken()).toBe('new');
  });
});
