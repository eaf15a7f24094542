import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { AgentsPage } from './agents-page';
import { agentSummary } from './agents.test-support';

const server = setupApiServer();

const renderGallery = () =>
  renderRoutes(
    [
      { path: '/agents', element: <AgentsPage /> },
      { path: '/agents/:agentId', element: <p>One agent</p> },
    ],
    '/agents',
  );

const AGENTS = [
  agentSummary({
    id: 'supervisor',
    name: 'Supervisor',
    description: 'Screens a research goal for safety and runs the session.',
    model: { kind: 'model', label: 'llama3.1:8b' },
    usage: {
      runs: 12,
      calls: 1234,
      tokens: 56789,
      failures: 1,
      averageLatencyMs: 2400,
      lastRunAt: '2026-11-20T10:00:00.000Z',
    },
  }),
  agentSummary(),
];

describe('AgentsPage', () => {
  it('shows every agent as a card: its name linking to its page, what it does, its model and its usage', async () => {
    server.use(http.get(apiUrl('/v1/agents'), () => HttpResponse.json({ items: AGENTS })));
    renderGallery();
    const list = await screen.findByRole('list', { name: 'Agents' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);

    const supervisor = within(list).getByRole('article', { name: 'Supervisor' });
    expect(within(supervisor).getByRole('heading', { level: 2, name: 'Supervisor' })).toBeInTheDocument();
    expect(
      within(supervisor).getByText('Screens a research goal for safety and runs the session.'),
    ).toBeInTheDocument();
    expect(within(supervisor).getByText('llama3.1:8b')).toBeInTheDocument();
    const usage = (label: string) => within(supervisor).getByText(label).nextElementSibling?.textContent;
    expect(usage('Runs')).toBe('12');
    expect(usage('Model calls')).toBe('1,234');
    expect(usage('Tokens')).toBe('56,789');
    expect(usage('Failures')).toBe('1');
    expect(usage('Average latency')).toBe('2.4 s');

    const ranking = within(list).getByRole('article', { name: 'Ranking agent' });
    expect(within(ranking).getByText('Offline engine')).toBeInTheDocument();
    expect(within(ranking).getByText('No runs yet')).toBeInTheDocument();
    expect(within(ranking).getByText('Never')).toBeInTheDocument();

    await userEvent.click(within(supervisor).getByRole('link', { name: 'Supervisor' }));
    expect(await screen.findByText('One agent')).toBeInTheDocument();
  });

  it('says what went wrong when the agents cannot be read, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/v1/agents'), () =>
        calls++ === 0
          ? HttpResponse.json({ detail: { error: { message: 'Boom', type: 'server_error' } } }, { status: 500 })
          : HttpResponse.json({ items: AGENTS }),
      ),
    );
    renderGallery();
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Agents' })).toBeInTheDocument();
  });

  it('shows a loading state while the agents are read', async () => {
    server.use(http.get(apiUrl('/v1/agents'), () => new Promise<never>(() => {})));
    renderGallery();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading agents...');
  });
});
