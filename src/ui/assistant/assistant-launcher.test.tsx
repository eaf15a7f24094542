import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appInspector } from '../../machines/inspection/app-inspector';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { LAZY_CHUNK } from '../../../tests/support/ui/render';
import { assistantApi, renderAssistant, WORKSPACE_ID } from './assistant.test-support';
import { AssistantTopBarButton } from './assistant-top-bar-button';

const server = setupApiServer();

const launcher = () => screen.getByRole('button', { name: 'Open research assistant' });
const dialog = () => screen.queryByRole('dialog', { name: 'Research assistant' });

async function openPanel() {
  const user = userEvent.setup();
  await user.click(launcher());
  const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
  // The chat is a lazy chunk: its first import may take seconds on a busy machine.
  await within(panel).findByRole('textbox', { name: 'Message' }, LAZY_CHUNK);
  return { user, panel };
}

/** What the state-charts page is told about this tab's assistant panel actors. */
const livePanels = () =>
  appInspector.registry.getSnapshot().filter((actor) => actor.local && actor.machineId === 'assistantPanel');

describe('assistant launcher', () => {
  it('says whether the panel it controls is open', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).not.toHaveAttribute('aria-controls');
    const { panel } = await openPanel();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', panel.id);
  });

  it('the panel’s close button closes it and gives focus back to the launcher', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Close research assistant' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('pressing the launcher again closes the panel and keeps focus on it', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('textbox', { name: 'Message' }));
    await user.click(launcher());
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('Escape from inside the panel closes it and gives focus back to the launcher', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('textbox', { name: 'Message' }));
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('a press outside closes it and leaves focus where the user pressed', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    const { user } = await openPanel();
    const outside = screen.getByRole('button', { name: 'Outside' });
    await user.click(outside);
    expect(dialog()).not.toBeInTheDocument();
    expect(outside).toHaveFocus();
  });

  it('a press outside that moves no focus (a touch held on the page) leaves focus where it was', async () => {
    server.use(...assistantApi().handlers);
    renderAssistant(<p>Page text</p>);
    const { user } = await openPanel();
    // Tabbing out of the panel keeps it open; the press that follows closes it.
    const outside = screen.getByRole('button', { name: 'Outside' });
    act(() => outside.focus());
    expect(dialog()).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA>]', target: screen.getByText('Page text') });
    expect(dialog()).not.toBeInTheDocument();
    expect(outside).toHaveFocus();
  });

  it('opens the session in the workspace the user is in when it opens, not when it mounted', async () => {
    const api = assistantApi();
    server.use(...api.handlers);
    renderAssistant();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter workspace' }));
    await openPanel();
    await waitFor(() => expect(api.calls.created).toEqual([{ workspaceId: WORKSPACE_ID, deferred: false }]));
  });

  it('runs its open and closed state where the state-charts page can follow it', async () => {
    server.use(...assistantApi().handlers);
    const { unmount } = renderAssistant();
    expect(livePanels().map((actor) => actor.stateIds)).toEqual([['assistantPanel.closed']]);
    const { user } = await openPanel();
    expect(livePanels().map((actor) => actor.stateIds)).toEqual([['assistantPanel.open']]);
    await user.keyboard('{Escape}');
    expect(livePanels().map((actor) => actor.stateIds)).toEqual([['assistantPanel.closed']]);
    unmount();
    expect(livePanels()).toEqual([]);
  });

  it("opens from the phone's top-bar button, and gives focus back to it when the floating one is hidden", async () => {
    server.use(...assistantApi().handlers);
    renderAssistant();
    render(<AssistantTopBarButton />);
    const user = userEvent.setup();
    const topBar = screen.getByRole('button', { name: 'Open the research assistant' });
    // As below 768 px, where the floating button is not shown (decision 011).
    launcher().checkVisibility = () => false;
    await user.click(topBar);
    const panel = await screen.findByRole('dialog', { name: 'Research assistant' });
    await user.click(await within(panel).findByRole('button', { name: /Close/ }, LAZY_CHUNK));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(topBar).toHaveFocus();
  });
});
