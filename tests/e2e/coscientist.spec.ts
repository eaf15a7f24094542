import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import Papa from 'papaparse';
import { seriousViolations } from './support/axe';
import { auditIdeaElo, auditSessionMatches } from './support/matches';
import { createWorkspace, screenshotPath, signInLocally } from './support/session';

// A researcher's Co-Scientist journey on the built-in offline engine (no model configured): a goal
// with a small budget, its session watched to completion, the ideas read, filtered and exported,
// one idea opened in full. What the checks expect is read off the screen, never guessed.

const WORKSPACE = 'Soil carbon';
const GOAL = 'Microbial carbon storage in farm soils';
const CSV_HEADER = [
  'rank',
  'title',
  'status',
  'eloRating',
  'stars',
  'yourRating',
  'ratedBy',
  'overallScore',
  'noveltyScore',
  'correctnessScore',
  'feasibilityScore',
  'feasibility',
  'reviews',
  'parentIds',
  'summary',
  'createdAt',
  'createdBy',
  'id',
];

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** (Elo − 1000) / 2000 clamped to 0..1, scaled to 1..5; drawn to the nearest half star. */
// (elo − 1000) / 2000 clamped to 0..1, scaled to 1..5; named to one decimal.
const starsFor = (elo: number) => Math.round((1 + 4 * Math.min(1, Math.max(0, (elo - 1000) / 2000))) * 10) / 10;

interface ShownIdea {
  rank: string;
  title: string;
  summary: string;
  elo: number;
  stars: string | null;
}

/** Each row of an ideas table as it reads, top to bottom. */
async function shownIdeas(table: Locator): Promise<ShownIdea[]> {
  const rows = await table
    .getByRole('row')
    .filter({ has: table.page().getByRole('link') })
    .all();
  return Promise.all(
    rows.map(async (row) => ({
      rank: (await row.getByRole('cell').first().textContent()) ?? '',
      title: (await row.getByRole('link').textContent()) ?? '',
      summary: (await row.getByRole('paragraph').textContent()) ?? '',
      elo: Number((await row.getByText(/^Elo \d+$/).textContent())?.slice(4)),
      stars: await row.getByRole('img', { name: /^Rated / }).getAttribute('aria-label'),
    })),
  );
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A fact of a card's description list ('Round', 'Elo rating'): the definition beside its term. */
const fact = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: exactly(term) })
    .locator('..')
    .getByRole('definition');

test('a researcher runs a Co-Scientist session offline, then reads, filters and exports its ideas', async ({
  page,
}) => {
  // A whole session polled every 5 s, then five pages: more than the default minute on a slow machine.
  test.setTimeout(180_000);
  await signInLocally(page);
  await createWorkspace(page, WORKSPACE, 'Where farm practice meets soil biology');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: WORKSPACE }).click();
  await page.getByRole('tab', { name: 'Research Goals' }).click();
  await page.getByRole('link', { name: 'New goal' }).click();

  // 1. The goal, with a small budget: six ideas, two rounds.
  const form = page.getByRole('form', { name: 'New research goal' });
  await form.getByRole('textbox', { name: 'Title' }).fill(GOAL);
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('Which soil microbes lock carbon away for decades, and how tillage and cover crops change them.');
  await form.getByRole('spinbutton', { name: 'Number of ideas' }).fill('6');
  await form.getByRole('spinbutton', { name: 'Rounds' }).fill('2');
  await form.getByRole('button', { name: 'Create goal' }).click();
  await expect(page.getByText('Goal created')).toBeVisible();
  const goalRow = page.getByRole('row', { name: new RegExp(GOAL) });
  await expect(goalRow.getByText('Draft')).toBeVisible();

  // 2. Start a session: its page opens and shows it live, then polls it to completion.
  await goalRow.getByRole('button', { name: `Start session for ${GOAL}` }).click();
  await expect(page).toHaveURL(/\/workspaces\/[^/]+\/session\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name: GOAL })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Offline engine')).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Session progress' });
  // A small offline session can finish before the page first polls: live or done, the page says which.
  await expect(progress).toHaveAccessibleDescription(/^(Queued|Running|Completed)$/);
  if (await page.getByRole('button', { name: 'Cancel session' }).isVisible()) {
    await page.screenshot({ path: screenshotPath('coscientist-session-running'), fullPage: true });
  }
  await expect(progress).toHaveAccessibleDescription('Completed', { timeout: 90_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('button', { name: 'Cancel session' })).toBeHidden();
  await expect(fact(page, 'Phase')).toHaveText('Completed');
  await expect(fact(page, 'Round')).toHaveText('2 of 2');
  // Evolution adds ideas and near-duplicates merge away: no exact count, but enough to filter.
  const ideaCount = Number(await fact(page, 'Ideas').textContent());
  expect(ideaCount).toBeGreaterThanOrEqual(2);
  expect(Number(await fact(page, 'Reviews').textContent())).toBeGreaterThanOrEqual(ideaCount);
  expect(Number(await fact(page, 'Matches').textContent())).toBeGreaterThan(0);
  // The completion refetched the ideas: the list holds every idea the progress counts.
  await expect(main.getByRole('status')).toHaveText(`Showing ${ideaCount} of ${ideaCount} ideas`);
  const sessionTable = main.getByRole('table', { name: 'Ideas' });
  const topRated = page.getByRole('list', { name: 'Top-rated ideas' }).getByRole('link');
  await expect(topRated).toHaveText((await shownIdeas(sessionTable)).slice(0, 5).map((idea) => idea.title));
  await page.screenshot({ path: screenshotPath('coscientist-session-completed'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // 2b. The tournament, auditable: every match with both orders' readings, filtered and downloaded.
  await auditSessionMatches(page, Number(await fact(page, 'Matches').textContent()));

  // 3. The session's ideas, from the workspace's Ideas tab: ranked, rated, labelled, filterable.
  await page
    .getByRole('navigation', { name: `Workspace: ${WORKSPACE}` })
    .getByRole('link', { name: 'Ideas' })
    .click();
  const panel = page.getByRole('tabpanel', { name: 'Ideas' });
  await expect(panel.getByRole('combobox', { name: 'Session' }).getByRole('option', { selected: true })).toHaveText(
    new RegExp(`^${GOAL} .* · Completed · ${ideaCount} ideas$`),
  );
  const status = panel.getByRole('status');
  await expect(status).toHaveText(`Showing ${ideaCount} of ${ideaCount} ideas`);
  await expect(panel.getByText('Offline engine')).toBeVisible();
  const table = panel.getByRole('table', { name: 'Ideas' });
  const titles = table.getByRole('link');
  await expect(titles).toHaveCount(ideaCount);
  const ideas = await shownIdeas(table);
  expect(ideas.map((idea) => idea.rank)).toEqual(ideas.map((_, i) => `#${i + 1}`));
  for (const [i, idea] of ideas.entries()) {
    expect(idea.stars).toBe(`Rated ${starsFor(idea.elo)} out of 5`);
    if (i > 0) expect(idea.elo).toBeLessThanOrEqual(ideas[i - 1].elo);
  }
  for (const column of ['Rank', 'Idea', 'Status', 'Rating', 'Overall', 'Your rating', 'Confidence', 'Feasibility']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText(/^\d\.\d$/);
  await page.screenshot({ path: screenshotPath('coscientist-ideas'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // Search: a word from the titles that some ideas use and others don't.
  const matching = (word: string) =>
    ideas.filter((idea) => `${idea.title}\n${idea.summary}`.toLowerCase().includes(word.toLowerCase()));
  const words = [...new Set(ideas.flatMap((idea) => idea.title.split(/[^\p{L}-]+/u)))].filter(
    (word) => word.length >= 5,
  );
  const word = words.find((w) => matching(w).length > 0 && matching(w).length < ideaCount);
  expect(word, `a title word that narrows the list, among: ${words.join(', ')}`).toBeDefined();
  const found = matching(word!);
  await panel.getByRole('searchbox', { name: 'Search ideas' }).fill(word!);
  await expect(status).toHaveText(`Showing ${found.length} of ${ideaCount} ideas`);
  await expect(titles).toHaveText(found.map((idea) => idea.title));
  await panel.getByRole('button', { name: 'Reset filters' }).click();
  await expect(status).toHaveText(`Showing ${ideaCount} of ${ideaCount} ideas`);

  // Elo range: from the best rating shown, only the ideas rated that high are left.
  const best = ideas[0].elo;
  const top = ideas.filter((idea) => idea.elo >= best);
  expect(top.length).toBeLessThan(ideaCount);
  await panel.getByRole('button', { name: 'Show filters' }).click();
  await panel.getByRole('spinbutton', { name: 'Minimum Elo rating' }).fill(String(best));
  await expect(status).toHaveText(`Showing ${top.length} of ${ideaCount} ideas`);
  await expect(titles).toHaveText(top.map((idea) => idea.title));
  await panel.getByRole('button', { name: 'Reset filters' }).click();
  await expect(titles).toHaveText(ideas.map((idea) => idea.title));

  // 4. The best idea in full: scores, rating and tournament record, reviews and details.
  const idea = ideas[0];
  await titles.first().click();
  await expect(page.getByRole('heading', { level: 2, name: idea.title })).toBeVisible();
  await expect(main.getByText('Offline engine')).toBeVisible();
  for (const score of ['Novelty', 'Correctness', 'Feasibility', 'Overall (weighted)']) {
    await expect(fact(page, score)).toHaveText(/^\d\.\d \/ 5$/);
  }
  await expect(fact(page, 'Elo rating')).toHaveText(String(idea.elo));
  await expect(fact(page, 'Stars').getByRole('img')).toHaveAccessibleName(idea.stars!);
  const record = (await fact(page, 'Matches').textContent())?.match(/^(\d+) \((\d+) won, (\d+) lost, (\d+) drawn\)$/);
  expect(record, 'matches played, won, lost and drawn').toBeTruthy();
  const [played, won, lost, drawn] = record!.slice(1).map(Number);
  expect(played).toBeGreaterThan(0);
  expect(won + lost + drawn).toBe(played);
  // Its Elo over time: as it entered, then after each of those matches.
  await auditIdeaElo(page, played);

  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews.filter({ hasText: /^Initial review/ })).toHaveCount(1);
  const reviewCount = await reviews.count();
  await expect(reviews).toHaveText(
    Array.from({ length: reviewCount }, () => /^[A-Z][a-z ]+ review( · round \d+)?\s*\d\.\d \/ 5\s*\S/),
  );

  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
  expect(await page.getByRole('list', { name: 'Methodology' }).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await page.getByRole('list', { name: 'Expected outcomes' }).getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(
    page.getByRole('table', { name: 'Resources and their cost' }).getByRole('row', { name: /^Total / }),
  ).toBeVisible();
  const risks = page
    .getByRole('table', { name: 'Risks and their probability' })
    .getByRole('row')
    .filter({ hasText: /\d+%$/ });
  expect(await risks.count()).toBeGreaterThan(0);
  await expect(main.getByText(/^\d+ days in total$/)).toBeVisible();
  await expect(main.getByText(/^(Very high|High|Medium|Low|Very low) \(overall \d\.\d\d\)$/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('coscientist-idea'), fullPage: true });

  // 5. Back to the list and export it: a dated CSV with the titles in the order shown.
  await page.goBack();
  await expect(titles).toHaveText(ideas.map((i) => i.title));
  const dayBefore = localDay(new Date());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('group', { name: 'Export ideas' }).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const today = [dayBefore, localDay(new Date())].map((day) => `ideas-${day}.csv`);
  expect(today).toContain(download.suggestedFilename());
  const csv = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.errors).toEqual([]);
  expect(csv.meta.fields).toEqual(CSV_HEADER);
  expect(csv.data.map((row) => row.title)).toEqual(ideas.map((i) => i.title));
  expect(csv.data.map((row) => `#${row.rank}`)).toEqual(ideas.map((i) => i.rank));
  expect(csv.data.map((row) => Number(row.eloRating))).toEqual(ideas.map((i) => i.elo));
});
