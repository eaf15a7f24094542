import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSISTANT_SESSION_KEY } from '../../api/assistant-session-store';
import { ASSISTANT_ERROR_MESSAGES } from '../../domain/messages';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { configFixture } from '../../../tests/support/ui/fixtures';
import { assistantApi, renderAssistant, SESSION_ID } from './assistant.test-support';

const server = setupApiServer();

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open research assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
  await within(panel).findByRole('textbox', { name: 'Message' });
  return { user, panel };
}

describe('assistant panel', () => {
  it('opens from the floating button and creates a deferred session', async () => {
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant();
    expect(screen.getByRole('button', { name: 'Open research assistant' })).toHaveAttribute('aria-expanded', 'false');
    const { panel } = await openPanel();
    await waitFor(() => expect(api.calls.created).toEqual([{ deferred: true }]));
    expect(localStorage.getItem(ASSISTANT_SESSION_KEY)).toBe(SESSION_ID);
    // The status comes from its own query; it may land after the session.
    expect(await within(panel).findByText('All systems operational')).toBeInTheDocument();
    // The badge names the family and the tier, the offline engine included.
    expect(await within(panel).findByText('Offline engine · deterministic')).toBeInTheDocument();
    const box = within(panel).getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAttribute('maxLength', '2000');
    expect(within(panel).getByText('0/2000')).toBeInTheDocument();
    expect(panel.className).toContain('max-h-[400px]');
  });

  it('shows the placeholder tools disabled, saying they are not available yet', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    const { panel } = await openPanel();
    for (const name of ['Upload files', 'Web link', 'Code repo', 'Design file', 'Voice input']) {
      const tool = within(panel).getByRole('button', { name });
      expect(tool).toBeDisabled();
      expect(tool).toHaveAccessibleDescription('Not available yet');
    }
  });

  it('loads the stored session and its history (50) when it opens, so a reload shows the conversation', async () => {
    localStorage.setItem(ASSISTANT_SESSION_KEY, SESSION_ID);
    const api = assistantApi({
      history: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          query: 'What is CRISPR?',
          response: 'A **gene-editing** tool.',
          status: 'completed',
          createdAt: '2026-11-22T10:00:00Z',
          metadata: {},
        },
        {
          id: '00000000-0000-4000-8000-0000000000c2',
          query: 'And base editing?',
          response: '',
          status: 'error',
          createdAt: '2026-11-22T10:01:00Z',
          metadata: {},
        },
      ],
    });
    server.use(...api.handlers);
    renderAssistant();
    const { panel } = await openPanel();
    const log = within(panel).getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('What is CRISPR?')).toBeInTheDocument();
    expect(within(log).getByText('gene-editing').tagName).toBe('STRONG');
    expect(within(log).getByText('Not sent')).toBeInTheDocument();
    expect(api.calls.created).toEqual([]);
    expect(api.calls.history).toEqual(['?limit=50&skip=0']);
  });

  it('a stored session the server no longer knows is replaced by a new one', async () => {
    localStorage.setItem(ASSISTANT_SESSION_KEY, '00000000-0000-4000-8000-0000000000ff');
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant();
    await openPanel();
    await waitFor(() => expect(api.calls.created).toHaveLength(1));
    expect(localStorage.getItem(ASSISTANT_SESSION_KEY)).toBe(SESSION_ID);
  });

  it('names the model family and tier when a model is configured', async () => {
    const config = configFixture();
    config.model = { offline: false, family: 'Llama 3.1', tier: '70B', label: 'Llama 3.1 70B', model: 'llama3.1:70b' };
    server.use(...assistantApi({ config }).handlers);
    renderAssistant();
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Llama 3.1 · 70B')).toBeInTheDocument();
  });

  it('closes on a click outside and on Escape, and binds to the workspace the user is in', async () => {
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant(null, { workspaceId: '00000000-0000-4000-8000-000000000001' });
    const { user } = await openPanel();
    await waitFor(() =>
      expect(api.calls.created).toEqual([{ workspaceId: '00000000-0000-4000-8000-000000000001', deferred: false }]),
    );
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('dialog', { name: 'Research assistant' })).not.toBeInTheDocument();
    await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Research assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open research assistant' })).toHaveFocus();
  });

  it('a session that cannot be created shows the by-status words', async () => {
    server.use(...assistantApi({ createStatus: 503 }).handlers);
    renderAssistant();
    const { panel } = await openPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(ASSISTANT_ERROR_MESSAGES.unavailable);
  });
});
