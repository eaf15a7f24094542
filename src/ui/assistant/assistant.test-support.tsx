// The assistant panel as the layout mounts it, against an in-memory /v1/maxwell for msw.
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { frame, QUERY_ID, SESSION_ID, SSE_HEADERS, type Frame } from '../../api/assistant-stream.test-support';
import type { AssistantSession, HistoryMessage } from '../../api/assistant-types';
import type { AppConfig, Readiness } from '../../api/types';
import { apiUrl } from '../../../tests/support/ui/api-server';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { Providers } from '../../../tests/support/ui/render';
import { AssistantLauncher } from './assistant-launcher';
import { AssistantProvider } from './assistant-provider';

export { QUERY_ID, SESSION_ID };

/** A readiness report: every check ok unless overridden. */
export function readinessFixture(
  checks: Partial<Record<keyof Readiness['checks'], Readiness['status']>> = {},
): Readiness {
  const one = (name: keyof Readiness['checks']) => ({ status: checks[name] ?? 'ok', latencyMs: 1, message: name });
  const report = { database: one('database'), workers: one('workers'), model: one('model') };
  const statuses = Object.values(report).map((c) => c.status);
  return {
    status: report.database.status !== 'ok' ? 'down' : statuses.every((s) => s === 'ok') ? 'ok' : 'degraded',
    checks: report,
  };
}

export const sessionFixture = (overrides: Partial<AssistantSession> = {}): AssistantSession => ({
  sessionId: SESSION_ID,
  isDeferred: true,
  workspaceId: null,
  context: {},
  createdAt: '2026-11-22T10:00:00Z',
  ...overrides,
});

/** A stream body that sends `frames`, then waits for `release()` before sending `rest` and closing. */
export function heldStream(frames: Frame[], rest: Frame[] = []) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const f of frames) controller.enqueue(encoder.encode(frame(f)));
      await released;
      for (const f of rest) controller.enqueue(encoder.encode(frame(f)));
      controller.close();
    },
  });
  return { body, release };
}

export interface AssistantApiOptions {
  config?: AppConfig;
  history?: HistoryMessage[];
  /** What the stream call answers; a plain list of frames is streamed and closed. */
  stream?: (body: { query: string; context?: Record<string, unknown> }) => Response | Frame[];
  createStatus?: number;
  /** What GET /v1/health/ready answers (503 unless all is ok). */
  readiness?: Readiness;
}

export function assistantApi(options: AssistantApiOptions = {}) {
  const calls = {
    created: [] as unknown[],
    streamed: [] as Array<{ body: { query: string; context?: Record<string, unknown> }; headers: Headers }>,
    cancelled: [] as string[],
    history: [] as string[],
    upgraded: [] as string[],
  };
  const handlers = [
    http.get(apiUrl('/v1/config'), () => HttpResponse.json(options.config ?? configFixture())),
    http.get(apiUrl('/v1/health/ready'), () => {
      const report = options.readiness ?? readinessFixture();
      return HttpResponse.json(report, { status: report.status === 'ok' ? 200 : 503 });
    }),
    http.post(apiUrl('/v1/maxwell/sessions'), async ({ request }) => {
      calls.created.push(await request.json());
      if (options.createStatus)
        return HttpResponse.json(
          { detail: { error: { message: 'nope', type: 'x' } } },
          { status: options.createStatus },
        );
      return HttpResponse.json(sessionFixture());
    }),
    http.get(apiUrl('/v1/maxwell/sessions/:id'), ({ params }) =>
      params.id === SESSION_ID
        ? HttpResponse.json(sessionFixture())
        : HttpResponse.json({ detail: { error: { message: 'Not found', type: 'not_found' } } }, { status: 404 }),
    ),
    http.get(apiUrl('/v1/maxwell/sessions/:id/history'), ({ request }) => {
      calls.history.push(new URL(request.url).search);
      return HttpResponse.json({ messages: options.history ?? [], total: options.history?.length ?? 0 });
    }),
    http.put(apiUrl('/v1/maxwell/sessions/:id/upgrade'), ({ request }) => {
      const workspaceId = new URL(request.url).searchParams.get('workspace_id')!;
      calls.upgraded.push(workspaceId);
      return HttpResponse.json(sessionFixture({ isDeferred: false, workspaceId }));
    }),
    http.post(apiUrl('/v1/maxwell/sessions/:id/stream'), async ({ request }) => {
      const body = (await request.json()) as { query: string; context?: Record<string, unknown> };
      calls.streamed.push({ body, headers: request.headers });
      const answer = options.stream?.(body) ?? [
        { seq: 1, event: 'content', data: { content: 'Answer' } },
        { seq: 2, event: 'completed', data: {} },
      ];
      if (answer instanceof Response) return answer;
      return new HttpResponse(answer.map(frame).join(''), { headers: SSE_HEADERS });
    }),
    http.post(apiUrl('/v1/maxwell/sessions/:id/queries/:queryId/cancel'), ({ params }) => {
      calls.cancelled.push(String(params.queryId));
      return HttpResponse.json({ success: true });
    }),
  ];
  return { calls, handlers };
}

export const WORKSPACE_ID = '00000000-0000-4000-8000-000000000001';

/** The layout's part: the route's workspace reaches the provider; 'Enter workspace' changes it. */
function Shell({ page, initialWorkspaceId }: { page: ReactNode; initialWorkspaceId?: string }) {
  const [workspaceId, setWorkspaceId] = useState(initialWorkspaceId);
  return (
    <AssistantProvider workspaceId={workspaceId}>
      <button type="button">Outside</button>
      <button type="button" onClick={() => setWorkspaceId(WORKSPACE_ID)}>
        Enter workspace
      </button>
      {page}
      <AssistantLauncher workspaceId={workspaceId} />
    </AssistantProvider>
  );
}

/** The launcher and panel inside the app's providers, with buttons outside the panel. */
export function renderAssistant(page: ReactNode = null, { workspaceId }: { workspaceId?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <Shell page={page} initialWorkspaceId={workspaceId} /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

export const SSE = SSE_HEADERS;
