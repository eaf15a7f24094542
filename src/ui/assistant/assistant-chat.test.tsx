import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveTokens } from '../../api/token-store';
import { ASSISTANT_ERROR_MESSAGES } from '../../domain/messages';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { USER } from '../../../tests/support/ui/fixtures';
import { assistantApi, heldStream, QUERY_ID, renderAssistant, SSE, WORKSPACE_ID } from './assistant.test-support';

const server = setupApiServer();

async function openPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open research assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
  const box = await within(panel).findByRole('textbox', { name: 'Message' });
  const log = within(panel).getByRole('log', { name: 'Conversation' });
  return { user, panel, box, log };
}

/** The answer has settled: its live rendering has been replaced by the stored message. */
const answered = (log: HTMLElement) =>
  waitFor(() => expect(within(log).queryByText('Assistant is typing')).not.toBeInTheDocument());

const content = (seq: number, text: string) => ({ seq, event: 'content', data: { content: text } });
const completed = (seq: number) => ({ seq, event: 'completed', data: {} });

describe('assistant chat', () => {
  it('Enter sends the trimmed message with the bearer; the answer streams in and final_response replaces it', async () => {
    saveTokens({ access_token: 'access-1' });
    const held = heldStream(
      [
        { seq: 1, event: 'status', data: { status: 'processing', message: 'Reading your question' } },
        content(2, 'CRISPR is '),
        content(3, 'a tool'),
      ],
      [{ seq: 4, event: 'final_response', data: { response: 'CRISPR is a **gene-editing** tool.' } }, completed(5)],
    );
    const api = assistantApi({ stream: () => new HttpResponse(held.body, { headers: SSE }) });
    server.use(
      ...api.handlers,
      http.get(apiUrl('/v1/auth/me'), () => HttpResponse.json(USER)),
    );
    renderAssistant();
    const { user, panel, box, log } = await openPanel();
    await user.type(box, '  What is CRISPR?  ');
    expect(within(panel).getByText('19/2000')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(await within(log).findByText('CRISPR is a tool')).toBeInTheDocument();
    expect(within(log).getByText('Assistant is typing')).toBeInTheDocument();
    expect(within(log).getByText(/Reading your question/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Stop answering' })).toBeInTheDocument();
    expect(api.calls.streamed[0].body).toEqual({ query: 'What is CRISPR?', context: { page: '/dashboard' } });
    expect(api.calls.streamed[0].headers.get('Authorization')).toBe('Bearer access-1');
    held.release();
    await waitFor(() => expect(within(log).queryByText('Assistant is typing')).not.toBeInTheDocument());
    expect(within(log).getByText('gene-editing').tagName).toBe('STRONG');
    expect(within(log).queryByText('CRISPR is a tool')).not.toBeInTheDocument();
    expect(within(log).getByText('What is CRISPR?')).toBeInTheDocument();
  });

  it('Shift+Enter adds a new line instead of sending', async () => {
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant();
    const { user, box } = await openPanel();
    await user.type(box, 'first{Shift>}{Enter}{/Shift}second');
    expect(box).toHaveValue('first\nsecond');
    expect(api.calls.streamed).toEqual([]);
  });

  it('refuses empty and whitespace-only messages, and any send while an answer streams', async () => {
    const held = heldStream([content(1, 'Thinking about it')], [completed(2)]);
    const api = assistantApi({ stream: () => new HttpResponse(held.body, { headers: SSE }) });
    server.use(...api.handlers);
    renderAssistant();
    const { user, panel, box, log } = await openPanel();
    const send = within(panel).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}   {Enter}');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Real question{Enter}');
    await within(log).findByText('Thinking about it');
    await user.type(box, 'Another one{Enter}');
    expect(box).toHaveValue('Another one');
    expect(within(panel).queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(api.calls.streamed).toHaveLength(1);
    held.release();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Send message' })).toBeEnabled());
  });

  it('Stop ends the answer silently, tells the server, and keeps the partial answer', async () => {
    const held = heldStream([content(1, 'Half an answer')]);
    const api = assistantApi({ stream: () => new HttpResponse(held.body, { headers: SSE }) });
    server.use(...api.handlers);
    renderAssistant();
    const { user, panel, box, log } = await openPanel();
    await user.type(box, 'Tell me everything{Enter}');
    await within(log).findByText('Half an answer');
    await user.click(within(panel).getByRole('button', { name: 'Stop answering' }));
    await waitFor(() => expect(api.calls.cancelled).toEqual([QUERY_ID]));
    await waitFor(() => expect(within(log).queryByText('Assistant is typing')).not.toBeInTheDocument());
    expect(within(log).getByText('Half an answer')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    held.release();
  });

  it.each([
    [503, 'Service Unavailable', ASSISTANT_ERROR_MESSAGES.unavailable],
    [404, 'Not Found', ASSISTANT_ERROR_MESSAGES.notFound],
    [403, 'Forbidden', ASSISTANT_ERROR_MESSAGES.forbidden],
    [500, 'Internal Server Error', 'Stream request failed: Internal Server Error'],
  ])('a stream answered %i shows the catalogue words', async (status, statusText, words) => {
    server.use(...assistantApi({ stream: () => new HttpResponse(null, { status, statusText }) }).handlers);
    renderAssistant();
    const { user, box, log } = await openPanel();
    await user.type(box, 'Hello{Enter}');
    await within(log).findByText(words);
    await answered(log);
    expect(within(log).getByText(words)).toBeInTheDocument();
  });

  it('an error event keeps the partial text and shows its message', async () => {
    server.use(
      ...assistantApi({
        stream: () => [
          content(1, 'So far so good'),
          { seq: 2, event: 'error', data: { message: 'The model stopped' } },
        ],
      }).handlers,
    );
    renderAssistant();
    const { user, box, log } = await openPanel();
    await user.type(box, 'Hello{Enter}');
    await answered(log);
    expect(within(log).getByText('The model stopped')).toBeInTheDocument();
    expect(within(log).getByText('So far so good')).toBeInTheDocument();
  });

  it('shows a Data Commons search as a system message', async () => {
    const partial = {
      seq: 1,
      event: 'partial_response',
      data: {
        type: 'datacommons_search',
        topics: ['Health'],
        variables: [{ id: 'v1', name: 'Life expectancy', description: 'Years at birth' }],
      },
    };
    server.use(...assistantApi({ stream: () => [partial, content(2, 'Here is data.'), completed(3)] }).handlers);
    renderAssistant();
    const { user, box, log } = await openPanel();
    await user.type(box, 'Data on health?{Enter}');
    await within(log).findByText('Here is data.');
    await answered(log);
    expect(within(log).getByText('Searched Data Commons')).toBeInTheDocument();
    expect(within(log).getByText('Life expectancy: Years at birth')).toBeInTheDocument();
  });

  it('renders markdown safely: injected HTML and script never run', async () => {
    const attack =
      'Look: <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [click](javascript:window.__xss=3) **bold**';
    server.use(...assistantApi({ stream: () => [content(1, attack), completed(2)] }).handlers);
    renderAssistant();
    const { user, panel, box, log } = await openPanel();
    await user.type(box, 'Hello{Enter}');
    await within(log).findByText('bold');
    await answered(log);
    expect(panel.querySelector('img, script, iframe')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    const link = within(log).getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('binds the deferred session to the workspace the user enters; messages sent meanwhile follow', async () => {
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant();
    const { user } = await openPanel();
    await waitFor(() => expect(api.calls.created).toEqual([{ deferred: true }]));
    await user.click(screen.getByRole('button', { name: 'Enter workspace' }));
    await waitFor(() => expect(api.calls.upgraded).toEqual([WORKSPACE_ID]));
    const { box, log } = await openPanel();
    await user.type(box, 'Now in a workspace{Enter}');
    await answered(log);
    expect(within(log).getByText('Answer')).toBeInTheDocument();
  });
});
