import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { overflowingElements } from './support/layout-audit';
import { completedSession, screenshotPath, signInLocally } from './support/session';
import { expect, test } from './support/test';

// The researcher in the loop (docs/product.md, "Your review, your verdicts, your feedback"): a
// neuroscientist reviews an idea, judges a pair from the compare view, tells the goal to drop
// animal work, runs the goal's next session and finds the feedback in its plan, its ideas free of
// animal work, and the verdict among the first session's matches, having moved the ranking.

const GOAL = 'How do hippocampal place cells stabilise spatial memory?';
const FEEDBACK = 'Drop approaches that need animal work';
// The neuroscience methods that need animals (server/engine/offline/fields/library/neuroscience.yaml).
const ANIMAL_WORK = /in vivo|two-photon|optogenetic|patch-clamp|patch clamp|electrophysiology/i;

const card = (page: Page, title: string) =>
  page
    .getByRole('heading', { level: 2, name: title, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-ui")][1]');

/** `what` at 1440 and 390 px, nothing wider than a phone at 390. */
async function atBothWidths(page: Page, what: Locator, name: string) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await what.screenshot({ path: screenshotPath(`researcher-loop/${name}-1440`) });
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await overflowingElements(page), `${name} at 390 px`).toEqual([]);
  await what.screenshot({ path: screenshotPath(`researcher-loop/${name}-390`) });
  await page.setViewportSize(before);
}

async function titlesInOrder(table: Locator): Promise<string[]> {
  const rows = table.getByRole('row').filter({ has: table.page().getByRole('checkbox') });
  const titles: string[] = [];
  for (const row of await rows.all()) {
    const name = await row.getByRole('checkbox').getAttribute('aria-label');
    if (name?.startsWith('Select ')) titles.push(name.slice('Select '.length));
  }
  return titles;
}

test('a researcher reviews an idea, judges a pair, gives feedback, and the next session follows it', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInLocally(page, undefined, 'Ada Lovelace');
  await completedSession(page, 'Memory lab', GOAL, 6);
  const firstSession = page.url();
  const ideasTable = page.getByRole('main').getByRole('table', { name: 'Ideas' });
  await expect(ideasTable.getByRole('checkbox').nth(1)).toBeVisible();
  const before = await titlesInOrder(ideasTable);
  expect(
    before.some((t) => ANIMAL_WORK.test(t)),
    `${before.join(' | ')} has animal work`,
  ).toBe(true);

  // 1. Review the leading idea: the agents' criteria, 1 to 5, and words; shown beside theirs as mine.
  await page.getByRole('list', { name: 'Top-rated ideas' }).getByRole('link').first().click();
  const review = page.getByRole('form', { name: 'Your review' });
  await review.getByRole('combobox', { name: 'Novelty' }).selectOption('4');
  await review.getByRole('combobox', { name: 'Correctness' }).selectOption('3');
  await review.getByRole('combobox', { name: 'Feasibility' }).selectOption('2');
  await review.getByRole('textbox', { name: 'What you think' }).fill('Sound idea, but it needs a rig we do not have.');
  await review.getByRole('button', { name: 'Save your review' }).click();
  await expect(review.getByRole('status')).toHaveText('Your review is saved.');
  const mine = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').last();
  await expect(mine).toContainText('Your review');
  await expect(mine).toContainText('Researcher');
  await expect(mine).toContainText('Novelty 4 / 5 · Correctness 3 / 5 · Feasibility 2 / 5');
  await expect(review.getByRole('button', { name: 'Update your review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await atBothWidths(page, card(page, 'Reviews'), 'idea-reviews');

  // 2. Judge a pair from the compare view: the last-ranked idea over the first, worth 3 agent matches.
  await page.goto(firstSession);
  const [top, last] = [before[0], before.at(-1)!];
  await ideasTable.getByRole('checkbox', { name: `Select ${top}` }).check();
  await ideasTable.getByRole('checkbox', { name: `Select ${last}` }).check();
  await page.getByRole('button', { name: 'Compare ideas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare ideas' });
  const verdict = dialog.getByRole('form', { name: 'Judge this pair' });
  await expect(verdict).toContainText('Counts as 3 agent matches');
  await verdict.getByRole('radio', { name: `I prefer “${last}”` }).check();
  await verdict.getByRole('textbox', { name: 'Because' }).fill('It can be run with the equipment we already have.');
  await verdict.getByRole('button', { name: 'Record your verdict' }).click();
  const recorded = verdict.getByRole('status');
  await expect(recorded).toContainText(`Recorded: “${last}”`);
  const [, lastBefore, lastAfter] = (await recorded.textContent())!.match(/(\d+) → (\d+) Elo/)!.map(Number);
  expect(lastAfter).toBeGreaterThan(lastBefore);
  await atBothWidths(page, verdict, 'compare-verdict');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The ranking moved: the preferred idea climbed.
  await expect.poll(async () => (await titlesInOrder(ideasTable)).indexOf(last)).toBeLessThan(before.length - 1);
  const matches = card(page, 'Matches');
  await matches.getByLabel('Judge').selectOption({ label: 'Researchers' });
  await expect(matches.getByRole('table', { name: 'Matches' })).toContainText('Researcher, counts as 3 matches');

  // 3. The session page asks about the pair the tournament is least sure about.
  const prompt = page.getByRole('form', { name: 'Judge the closest pair' });
  await expect(prompt.getByRole('radio')).toHaveCount(2);
  await atBothWidths(page, card(page, 'Which is stronger?'), 'closest-pair');

  // 4. Feedback on the session, kept with the goal.
  const feedback = page.getByRole('form', { name: 'Feedback for the next round' });
  await feedback.getByRole('textbox', { name: 'Feedback for the next round' }).fill(FEEDBACK);
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('list', { name: 'Feedback on this goal' })).toContainText(`“${FEEDBACK}”`);
  await expect(page.getByRole('list', { name: 'Feedback on this goal' })).toContainText('Ada Lovelace');
  expect(await seriousViolations(page)).toEqual([]);
  await atBothWidths(page, card(page, 'Your feedback'), 'feedback');

  // 5. The goal's next session: its plan says what it did with the feedback, and no idea needs animals.
  await page.goto(firstSession.replace(/\/session\/[^/]+$/, '/goals'));
  await page
    .getByRole('button', { name: `Start session for ${GOAL}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/session\/[^/]+$/);
  expect(page.url()).not.toBe(firstSession);
  // Its end is announced by a toast from the inbox, which may come before or after the progress
  // bar says so and lasts 5 s: watched from the start, so neither order is missed.
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const announced = expect(notifications).toContainText('Session completed', { timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: 'Session progress' })).toHaveAccessibleDescription('Completed', {
    timeout: 90_000,
  });
  const read = page.getByRole('list', { name: 'Researcher feedback this session read' });
  await expect(read).toContainText(`“${FEEDBACK}”`);
  await expect(read).toContainText('Applied');
  await expect(read).toContainText(/Ideas using methods with animal subjects are not generated \(dropped: .+\)\./);
  await expect(ideasTable.getByRole('checkbox').nth(1)).toBeVisible();
  const next = await titlesInOrder(ideasTable);
  expect(next.filter((t) => ANIMAL_WORK.test(t))).toEqual([]);
  // The end was announced; once the toast has gone by itself, the plan's pictures show the plan.
  await announced;
  await expect(notifications).not.toContainText('Session completed', { timeout: 15_000 });
  await atBothWidths(page, card(page, 'Research plan'), 'next-plan');
  await page.screenshot({ path: screenshotPath('researcher-loop/next-session'), fullPage: true });
});
