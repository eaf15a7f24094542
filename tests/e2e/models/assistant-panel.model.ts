import { expect, type Page } from '@playwright/test';
import { setup } from 'xstate';
import type { PageModel } from './run-model';

// The research assistant's panel as the user sees it (offline engine, answering at a reading pace):
//   closed     only the launcher
//   open       the greeting, or after a reload the conversation so far; Send offered
//   answering  the question sent, the answer streaming: "Assistant is typing" and Stop
//   answered   the whole answer, Send offered again
//   stopped    Stop pressed: the answer ends where it was, silently (no alert)
// Escape closes and puts focus back on the launcher; a click outside closes it too.

export const assistantPanelModel = setup({
  types: {
    events: {} as
      | { type: 'panel.open' }
      | { type: 'panel.escape' }
      | { type: 'panel.clickOutside' }
      | { type: 'answer.ask' }
      | { type: 'answer.stop' }
      | { type: 'answer.finish' },
  },
}).createMachine({
  id: 'assistantPanelPage',
  initial: 'closed',
  states: {
    closed: { on: { 'panel.open': 'open' } },
    open: { on: { 'panel.escape': 'closed', 'panel.clickOutside': 'closed', 'answer.ask': 'answering' } },
    answering: { on: { 'answer.stop': 'stopped', 'answer.finish': 'answered' } },
    answered: { on: { 'panel.escape': 'closed' } },
    stopped: { on: { 'panel.escape': 'closed' } },
  },
});

// A data question: the offline engine lists catalogue variables, an answer long enough to stop.
const QUESTION = 'Which public data on population, income, emissions, obesity and electricity could help?';
const GREETING = 'Ask about your research: ideas, goals, data. On a form, ask the assistant to fill it in.';
// The offline answer's last sentence for a chat tied to no workspace: there only when it finished.
const CLOSING = /This chat is not tied to a workspace yet/;

/** The launcher and panel over /dashboard, for a signed-in user with no workspace. */
export function assistantPanelPage(page: Page): PageModel<typeof assistantPanelModel> {
  const launcher = page.getByRole('button', { name: 'Open research assistant' });
  const panel = page.getByRole('dialog', { name: 'Research assistant' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  const typing = log.getByText('Assistant is typing');
  const send = panel.getByRole('button', { name: 'Send message' });
  // What the conversation held before the question in flight: history persists across paths.
  let asked = 0;
  let finishedBefore = 0;
  const idle = async () => {
    await expect(typing).toBeHidden();
    await expect(send).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(log.getByText(QUESTION)).toHaveCount(asked);
  };

  return {
    machine: assistantPanelModel,
    reset: async () => {
      await page.goto('/dashboard');
      await expect(launcher).toBeVisible();
    },
    states: {
      closed: async () => {
        await expect(panel).toBeHidden();
        await expect(launcher).toHaveAttribute('aria-expanded', 'false');
      },
      open: async () => {
        await expect(panel.getByRole('textbox', { name: 'Message' })).toBeVisible();
        if (asked === 0) await expect(log.getByText(GREETING)).toBeVisible();
        else await expect(log.getByText(QUESTION).last()).toBeVisible();
        await idle();
      },
      answering: async () => {
        await expect(log.getByText(QUESTION)).toHaveCount(asked);
        await expect(typing).toBeVisible();
        await expect(panel.getByRole('button', { name: 'Stop answering' })).toBeVisible();
      },
      answered: async () => {
        await idle();
        await expect(log.getByText(CLOSING)).toHaveCount(finishedBefore + 1);
      },
      stopped: async () => {
        await idle();
        await expect(log.getByText(CLOSING)).toHaveCount(finishedBefore);
      },
    },
    events: {
      'panel.open': () => launcher.click(),
      'panel.escape': async () => {
        await page.keyboard.press('Escape');
        await expect(launcher).toBeFocused();
      },
      // The dashboard's heading: somewhere on the page, away from the panel.
      'panel.clickOutside': () => page.getByRole('heading', { level: 1 }).first().click(),
      'answer.ask': async () => {
        finishedBefore = await log.getByText(CLOSING).count();
        asked += 1;
        await panel.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
        await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
      },
      'answer.stop': () => panel.getByRole('button', { name: 'Stop answering' }).click(),
      // Nothing to do but wait for the last word: the whole answer at the server's reading pace.
      'answer.finish': () => expect(typing).toBeHidden({ timeout: 60_000 }),
    },
  };
}
