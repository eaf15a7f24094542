import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AgentDetail } from '../../api/queries/agents';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { AgentPage } from './agent-page';
import { agentDetail, agentRun, IDEA_ID, SESSION_ID, WORKSPACE_ID } from './agents.test-support';

const server = setupApiServer();

const answer = (agent: AgentDetail) => server.use(http.get(apiUrl('/v1/agents/:id'), () => HttpResponse.json(agent)));

const renderAgent = (id = 'ranking') =>
  renderRoutes(
    [
      { path: '/agents/:agentId', element: <AgentPage /> },
      { path: '/agents', element: <p>The gallery</p> },
    ],
    `/agents/${id}`,
  );

const RUNS = [
  agentRun(),
  agentRun({
    id: '0a000000-0000-4000-8000-000000000002',
    ok: false,
    error: 'Step r1:tournament:0 failed after 3 attempts: model is overloaded',
  }),
  agentRun({
    id: '0a000000-0000-4000-8000-000000000003',
    subject: {
      kind: 'vibe_session',
      id: SESSION_ID,
      label: 'Telemonitoring',
      workspaceId: WORKSPACE_ID,
      ideaId: IDEA_ID,
    },
  }),
  agentRun({
    id: '0a000000-0000-4000-8000-000000000004',
    subject: { kind: 'assistant_session', id: SESSION_ID, label: 'Which idea is most feasible?', workspaceId: null },
  }),
];

describe('AgentPage', () => {
  it('shows the agent: what it does, its model, usage, responsibilities and read-only prompt templates', async () => {
    answer(agentDetail());
    renderAgent();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ranking agent' })).toBeInTheDocument();
    // The top bar takes the page's title from an effect, a render after the page's own heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ranking agent' })).toBeInTheDocument();
    for (const title of ['Model', 'Usage', 'Responsibilities', 'Prompt templates', 'Recent runs'])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText('Offline engine')).toBeInTheDocument();
    expect(screen.getByText('Judges every pair twice, in both orders.')).toBeInTheDocument();
    expect(screen.getByText(/The offline engine does not use these prompts/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Debate' })).toBeInTheDocument();
    const template = screen.getByRole('region', { name: 'Debate template' });
    expect(template.tagName).toBe('PRE');
    expect(template).toHaveTextContent('Write a debate of {turns} turns');
    expect(template).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('This agent has not run for you yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All agents' })).toHaveAttribute('href', '/agents');
  });

  it('lists recent runs, each linking to what it worked on, with failures and their errors', async () => {
    answer(agentDetail({ model: { kind: 'model', label: 'judge-model' }, recentRuns: RUNS }));
    renderAgent();
    const table = await screen.findByRole('table', { name: 'Recent runs' });
    expect(screen.getByText('judge-model')).toBeInTheDocument();
    expect(screen.queryByText(/The offline engine does not use/)).not.toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByRole('link', { name: 'Reduce hospital readmissions' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE_ID}/session/${SESSION_ID}`,
    );
    expect(rows[0]).toHaveTextContent('1.3 s');
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('model is overloaded');
    expect(within(rows[2]).getByRole('link', { name: 'Telemonitoring' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE_ID}/ideas/${IDEA_ID}`,
    );
    // An assistant conversation has no page of its own: its question is shown, not linked.
    expect(within(rows[3]).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Assistant conversation');
    expect(screen.getByRole('region', { name: 'Recent runs, scrollable' })).toHaveAttribute('tabindex', '0');
  });

  it('says when an agent sends no prompts', async () => {
    answer(agentDetail({ id: 'proximity', name: 'Proximity agent', prompts: [] }));
    renderAgent('proximity');
    expect(await screen.findByText('This agent sends no prompts to a model.')).toBeInTheDocument();
  });

  it('shows the not-found state for an agent that does not exist, with a way back', async () => {
    server.use(
      http.get(apiUrl('/v1/agents/:id'), () =>
        HttpResponse.json({ detail: { error: { message: 'Agent not found', type: 'not_found' } } }, { status: 404 }),
      ),
    );
    renderAgent('nobody');
    expect(await screen.findByRole('heading', { level: 2, name: 'This agent could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to agents' }));
    expect(await screen.findByText('The gallery')).toBeInTheDocument();
  });

  it('says what went wrong when the agent cannot be read, and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/v1/agents/:id'), () =>
        calls++ === 0
          ? HttpResponse.json({ detail: { error: { message: 'Boom', type: 'server_error' } } }, { status: 500 })
          : HttpResponse.json(agentDetail()),
      ),
    );
    renderAgent();
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ranking agent' })).toBeInTheDocument();
  });
});
