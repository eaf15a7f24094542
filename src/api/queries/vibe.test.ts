import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  VIBE_IDEA_ID,
  VIBE_SESSION_ID,
  vibeFileDiffFixture,
  vibeSessionFixture,
  vibeSessionPage,
  vibeStatusOf,
} from '../../../tests/support/ui/vibe-fixtures';
import { defaultBaseUrl } from '../client';
import {
  cancelVibeSession,
  downloadVibeRepository,
  findVibeStatus,
  getVibeFileDiff,
  getVibeStatus,
  triggerVibe,
  vibeDownloadFileName,
  vibeFileDiffQueryOptions,
} from './vibe';

const BASE = defaultBaseUrl();
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const refusal = (status: number, message: string) =>
  HttpResponse.json({ detail: { error: { message, type: 'error' } } }, { status });

describe('triggerVibe', () => {
  it('sends the instructions typed, or an empty body without any', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/v1/ideas/:id/vibe`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(vibeStatusOf('queued'));
      }),
    );
    await expect(triggerVibe(VIBE_IDEA_ID, 'Write it in R')).resolves.toMatchObject({ session: { status: 'queued' } });
    await triggerVibe(VIBE_IDEA_ID, '   ');
    await triggerVibe(VIBE_IDEA_ID);
    expect(bodies).toEqual([{ customInstructions: 'Write it in R' }, {}, {}]);
  });

  it('names the call that failed, keeping the status', async () => {
    server.use(http.post(`${BASE}/v1/ideas/:id/vibe`, () => refusal(400, 'customInstructions: too long')));
    await expect(triggerVibe(VIBE_IDEA_ID, 'x')).rejects.toMatchObject({
      status: 400,
      message: 'Failed to trigger vibe (POST /v1/ideas/{id}/vibe): customInstructions: too long',
    });
  });

  it('refuses an idea id that is not a UUID before any call', async () => {
    await expect(triggerVibe('idea-7')).rejects.toThrow('Invalid idea ID format (UUID expected)');
    await expect(getVibeStatus('idea-7')).rejects.toThrow('Invalid idea ID format (UUID expected)');
    await expect(findVibeStatus('idea-7')).rejects.toThrow('Invalid idea ID format (UUID expected)');
  });
});

describe('getVibeStatus', () => {
  it('answers the latest session, or null when the idea has none (404)', async () => {
    let answer: Response = HttpResponse.json(vibeStatusOf('coding'));
    server.use(http.get(`${BASE}/v1/ideas/:id/vibe/status`, () => answer));
    await expect(getVibeStatus(VIBE_IDEA_ID)).resolves.toMatchObject({ julesSession: { status: 'coding' } });
    answer = refusal(404, 'Not found');
    await expect(getVibeStatus(VIBE_IDEA_ID)).resolves.toBeNull();
  });

  it('names the call that failed with anything else', async () => {
    server.use(http.get(`${BASE}/v1/ideas/:id/vibe/status`, () => refusal(503, 'Service unavailable')));
    await expect(getVibeStatus(VIBE_IDEA_ID)).rejects.toMatchObject({
      status: 503,
      message: 'Failed to get vibe status (GET /v1/ideas/{id}/vibe/status): Service unavailable',
    });
  });
});

describe('findVibeStatus', () => {
  it('answers null from an empty session list, without asking for a status the server would 404', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/v1/vibe-sessions`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(vibeSessionPage(null));
      }),
      http.get(`${BASE}/v1/ideas/:id/vibe/status`, () => {
        throw new Error('no status call for an idea without a session');
      }),
    );
    await expect(findVibeStatus(VIBE_IDEA_ID)).resolves.toBeNull();
    expect(asked).toEqual([`?ideaId=${VIBE_IDEA_ID}&pageSize=1`]);
  });

  it('reads the status of the session the list names', async () => {
    server.use(
      http.get(`${BASE}/v1/vibe-sessions`, () =>
        HttpResponse.json(vibeSessionPage(vibeSessionFixture({ status: 'coding' }))),
      ),
      http.get(`${BASE}/v1/ideas/:id/vibe/status`, () => HttpResponse.json(vibeStatusOf('coding'))),
    );
    await expect(findVibeStatus(VIBE_IDEA_ID)).resolves.toMatchObject({ julesSession: { status: 'coding' } });
  });

  it('names the list call when it fails', async () => {
    server.use(http.get(`${BASE}/v1/vibe-sessions`, () => refusal(503, 'Service unavailable')));
    await expect(findVibeStatus(VIBE_IDEA_ID)).rejects.toMatchObject({
      status: 503,
      message: 'Failed to get vibe status (GET /v1/vibe-sessions): Service unavailable',
    });
  });
});

describe('the session’s own calls', () => {
  it('cancels by session id', async () => {
    let asked = '';
    server.use(
      http.post(`${BASE}/v1/vibe-sessions/:id/cancel`, ({ params }) => {
        asked = String(params.id);
        return HttpResponse.json(vibeSessionFixture({ status: 'cancelled' }));
      }),
    );
    await expect(cancelVibeSession(VIBE_SESSION_ID)).resolves.toMatchObject({ status: 'cancelled' });
    expect(asked).toBe(VIBE_SESSION_ID);
  });

  it('reads one file’s diff by its path, fresh while the session runs and kept once it is over', async () => {
    let path: string | null = null;
    server.use(
      http.get(`${BASE}/v1/vibe-sessions/:id/diff`, ({ request }) => {
        path = new URL(request.url).searchParams.get('path');
        return HttpResponse.json(vibeFileDiffFixture('src/a b.py'));
      }),
    );
    await expect(getVibeFileDiff(VIBE_SESSION_ID, 'src/a b.py')).resolves.toMatchObject({ path: 'src/a b.py' });
    expect(path).toBe('src/a b.py');
    expect(vibeFileDiffQueryOptions({ id: VIBE_SESSION_ID, status: 'coding' }, 'x').staleTime).toBe(0);
    expect(vibeFileDiffQueryOptions({ id: VIBE_SESSION_ID, status: 'completed' }, 'x').staleTime).toBe(Infinity);
  });

  it('downloads the repository in the format asked, and says why when it cannot', async () => {
    let format: string | null = null;
    server.use(
      http.get(`${BASE}/v1/vibe-sessions/:id/download`, ({ request }) => {
        format = new URL(request.url).searchParams.get('format');
        return format === 'tar.gz'
          ? new HttpResponse(new Uint8Array([31, 139, 8]), { headers: { 'Content-Type': 'application/octet-stream' } })
          : refusal(404, 'Session not found');
      }),
    );
    const blob = await downloadVibeRepository(VIBE_SESSION_ID, 'tar.gz');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([31, 139, 8]));
    expect(format).toBe('tar.gz');
    await expect(downloadVibeRepository(VIBE_SESSION_ID, 'bundle')).rejects.toMatchObject({
      status: 404,
      message: 'Session not found',
    });
  });

  it('names the download after the session', () => {
    expect(vibeDownloadFileName('vibe/soil-microbes-3f2a', 'bundle')).toBe('vibe-soil-microbes-3f2a.bundle');
    expect(vibeDownloadFileName('///', 'tar.gz')).toBe('repository.tar.gz');
  });
});
