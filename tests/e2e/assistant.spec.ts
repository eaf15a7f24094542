import { expect, test } from './support/test';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';
import { seriousViolations } from './support/axe';

// The research assistant end to end on the offline engine: ask, watch the answer stream in, find
// it again after a reload (history), then ask it to fill the create-goal form and watch it fill.

test('ask the assistant, reload into the same conversation, and let it fill the goal form', async ({ page }) => {
  await signInLocally(page);
  await createWorkspace(page, 'Soil microbes', 'Drought resilience of crops');
  await page.goto('/dashboard');

  const launcher = page.getByRole('button', { name: 'Open research assistant' });
  const panel = page.getByRole('dialog', { name: 'Research assistant' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  const box = panel.getByRole('textbox', { name: 'Message' });

  await launcher.click();
  await expect(panel.getByText('All systems operational')).toBeVisible();
  await expect(panel.getByText('Offline engine · built-in')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Upload files' })).toBeDisabled();
  const box400 = await panel.boundingBox();
  expect(box400?.height).toBeLessThanOrEqual(400);

  const question = 'What can you do for my research?';
  await box.fill(question);
  await expect(panel.getByText(`${question.length}/2000`)).toBeVisible();
  await box.press('Enter');
  // The short offline answer can finish within one check on a busy machine, so the Stop button
  // is exercised by the long answer of the next test, not raced here.
  await expect(log.getByText(/Offline engine: no language model is configured/)).toBeVisible();
  await expect(log.getByText('Assistant is typing')).toBeHidden({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Send message' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"][aria-label="Research assistant"]')).toEqual([]);

  // A reload keeps the session: opening the panel reads its history.
  await page.reload();
  await launcher.click();
  await expect(log.getByText(question)).toBeVisible();
  await expect(log.getByText(/Offline engine: no language model is configured/)).toBeVisible();

  // A click outside closes the panel.
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(panel).toBeHidden();

  // On the create-goal page the assistant fills the form it is shown.
  await page.goto('/workspaces/create-goal');
  const form = page.getByRole('form', { name: 'New research goal' });
  const title = form.getByRole('textbox', { name: /Title/ });
  await expect(title).toHaveValue('');
  await launcher.click();
  await box.fill('Fill the goal form about soil microbes and drought resilience with 12 ideas');
  await box.press('Enter');
  await expect(title).toHaveValue(/soil microbes and drought resilience/i, { timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: /Description/ })).toHaveValue(/soil microbes/i);
  await expect(form.getByRole('spinbutton', { name: /Number of ideas/ })).toHaveValue('12');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Assistant filled Title')).toBeVisible();
  await expect(log.getByText('I drafted the form from your words:')).toBeVisible();
  await expect(log.getByText('Assistant is typing')).toBeHidden({ timeout: 30_000 });
  await page.screenshot({ path: screenshotPath('assistant') });

  // Undo puts the previous value back and leaves the chat open.
  await notifications
    .getByRole('status')
    .filter({ hasText: 'Assistant filled Title' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(title).toHaveValue('');
  await expect(panel).toBeVisible();
});

test('Stop ends the answer silently and the partial answer stays in the history', async ({ page }) => {
  await signInLocally(page);
  const cancels: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/cancel')) cancels.push(request.url());
  });
  const panel = page.getByRole('dialog', { name: 'Research assistant' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  const box = panel.getByRole('textbox', { name: 'Message' });
  await page.getByRole('button', { name: 'Open research assistant' }).click();
  // A data question: the offline engine lists catalogue variables, a long answer to stop midway.
  await box.fill('Which public data on population, income, emissions, obesity and electricity could help?');
  await box.press('Enter');
  await expect(log.getByText(/Offline engine/)).toBeVisible();
  await panel.getByRole('button', { name: 'Stop answering' }).click();
  await expect(log.getByText('Assistant is typing')).toBeHidden();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // The cancel call leaves after the stream has already closed on screen.
  await expect.poll(() => cancels.length).toBe(1);

  await page.reload();
  await page.getByRole('button', { name: 'Open research assistant' }).click();
  await expect(log.getByText(/Which public data on population/)).toBeVisible();
  // The answer as far as it had come when stopped: at least the words seen before Stop.
  await expect(log.getByText(/Offline engine/)).toBeVisible();
  // …and no further: the answer's closing words were never generated.
  await expect(log.getByText(/This chat is not tied to a workspace yet/)).toHaveCount(0);
});
