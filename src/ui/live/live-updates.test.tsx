import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { commentsQueryOptions } from '../../api/queries/comments';
import { NOTIFICATION_EVENT } from '../../domain/notification-kinds';
import { LiveUpdates } from './live-updates';

// The shell's live stream: a teammate's comment appears without a reload; when the stream keeps
// failing, the top bar says updates are paused and offers Reconnect, and the line goes away once
// the stream is back. A notification frame wakes the inbox.

const server = setupApiServer();
const TARGET = { targetType: 'idea', targetId: 'i1' } as const;
const encoder = new TextEncoder();

/** A stream that sends `frames` and stays open, as the server's does. */
const stream = (frames: string[]) =>
  new HttpResponse(
    new ReadableStream({ start: (controller) => frames.forEach((frame) => controller.enqueue(encoder.encode(frame))) }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
const change = (id: number, kind: string) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, kind, entityType: 'idea', entityId: 'i1', payload: {} })}\n\n`;

function CommentCount() {
  const query = useQuery(commentsQueryOptions(TARGET));
  return <p>{query.data ? `${query.data.items.length} comments` : 'Loading comments'}</p>;
}

function commentsApi() {
  const state = { count: 0 };
  server.use(
    http.get(apiUrl('/v1/comments'), () =>
      HttpResponse.json({ role: 'editor', items: Array.from({ length: state.count }, (_, i) => ({ id: `c${i}` })) }),
    ),
  );
  return state;
}

const renderLive = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <LiveUpdates delays={{ reconnectDelay: 5, retryLive: 60_000 }} />
            <CommentCount />
          </>
        ),
      },
    ],
    '/',
  );

describe('live updates', () => {
  it('shows a teammate’s new comment without a reload', async () => {
    const comments = commentsApi();
    let opened = 0;
    server.use(
      http.get(apiUrl('/v1/events'), () => {
        opened += 1;
        comments.count = 1;
        return stream([': connected\n\n', change(7, 'comment.created')]);
      }),
    );
    renderLive();
    expect(await screen.findByText('1 comments')).toBeInTheDocument();
    expect(opened).toBe(1);
    expect(screen.queryByText(/Live updates paused/)).not.toBeInTheDocument();
  });

  it('says updates are paused when the stream keeps failing, and Reconnect brings them back', async () => {
    commentsApi();
    let tries = 0;
    server.use(
      http.get(apiUrl('/v1/events'), () => {
        tries += 1;
        return tries <= 3 ? HttpResponse.json({}, { status: 503 }) : stream([': connected\n\n']);
      }),
    );
    renderLive();
    expect(await screen.findByText('Live updates paused. Refreshing every 30 seconds.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect live updates' }));
    expect(screen.queryByText(/Live updates paused/)).not.toBeInTheDocument();
    expect(tries).toBe(4);
  });

  it('wakes the notification inbox when a notification arrives', async () => {
    commentsApi();
    const woken = vi.fn();
    window.addEventListener(NOTIFICATION_EVENT, woken);
    server.use(http.get(apiUrl('/v1/events'), () => stream(['event: notification\ndata: {}\n\n'])));
    renderLive();
    await waitFor(() => expect(woken).toHaveBeenCalledTimes(1));
    window.removeEventListener(NOTIFICATION_EVENT, woken);
  });
});
