import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { screenshotPath } from './session';
import { overflowingElements } from './layout-audit';

// The auditable tournament in a journey (docs/product.md, "Matches"): the session page's Matches
// card read, opened, filtered and downloaded; an idea's Elo over time. Each at 1440 and 390 px.

/** The Matches card of the page: the section under its heading. */
const matchesCard = (page: Page) =>
  page
    .getByRole('heading', { level: 2, name: 'Matches', exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-ui")][1]');

// A tall card is captured in slices as the page scrolls: the sticky top bar would cover each slice's top.
const NO_STICKY_BAR = 'header.sticky { position: static !important; }';

/** Screenshots of `name` at 1440 and 390 px; nothing wider than a phone at 390. */
async function atBothWidths(page: Page, name: string) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await matchesCard(page).screenshot({ path: screenshotPath(`${name}-1440`), style: NO_STICKY_BAR });
  await page.setViewportSize({ width: 390, height: 844 });
  // A chart redraws at its new width once a resize has settled (use-chart-width.ts).
  const charts = matchesCard(page).getByRole('img', { name: 'Elo over time' });
  if ((await charts.count()) > 0) {
    await expect
      .poll(async () => Number((await charts.getAttribute('viewBox'))?.split(' ')[2]))
      .toBeLessThanOrEqual(390);
  }
  expect.soft(await overflowingElements(page), `${name} at 390 px`).toEqual([]);
  await matchesCard(page).screenshot({ path: screenshotPath(`${name}-390`), style: NO_STICKY_BAR });
  await page.setViewportSize(before);
}

/** The session's matches: as many as its progress counts, each opening to both orders' readings. */
export async function auditSessionMatches(page: Page, played: number) {
  const card = matchesCard(page);
  await expect(card.getByRole('navigation', { name: 'Matches pages' })).toContainText(`${played} matches`);
  const table = card.getByRole('table', { name: 'Matches' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /readings: / }) });
  await expect(rows).toHaveCount(Math.min(20, played));
  await expect(rows.first()).toContainText(/A \d+ → \d+ \([+-]?[\d.]+\)/);
  // The newest match opens to both orders' readings and the judge's reasons.
  await rows
    .first()
    .getByRole('button', { name: /^Show readings/ })
    .click();
  await expect(card.getByRole('region', { name: /^A read first: / })).toContainText("Judge's reason");
  await expect(card.getByRole('region', { name: /^B read first: / })).toContainText("Judge's reason");
  // A debate's turns, when the newest page has one (it may be the row already opened above).
  const debate = rows.filter({ hasText: 'Debate' }).first();
  if ((await debate.count()) > 0) {
    const show = debate.getByRole('button', { name: /^Show readings/ });
    if ((await show.count()) > 0) await show.click();
    await expect(card.getByRole('list', { name: 'Debate turns' }).first().getByRole('listitem').first()).toContainText(
      'Advocate for the first idea',
    );
  }
  await atBothWidths(page, 'matches/session-matches');

  // Round 1 only: every row says so; then the CSV of the same filter holds those matches.
  await card.getByLabel('Round').selectOption({ label: 'Round 1' });
  await expect(rows.first()).toContainText('Round 1');
  const inRound = Number(
    (await card.getByRole('navigation', { name: 'Matches pages' }).textContent())?.match(/(\d+) match/)?.[1],
  );
  expect(inRound).toBeGreaterThan(0);
  expect(inRound).toBeLessThan(played);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^matches-session-[0-9a-f]{8}\.csv$/);
  const csv = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.errors).toEqual([]);
  expect(csv.data).toHaveLength(inRound);
  expect(new Set(csv.data.map((row) => row.round))).toEqual(new Set(['1']));
  await card.getByLabel('Round').selectOption({ label: 'All rounds' });
  await expect(card.getByRole('navigation', { name: 'Matches pages' })).toContainText(`${played} matches`);
}

/** The idea's Elo over time: a point as it entered and one after each match it played. */
export async function auditIdeaElo(page: Page, played: number) {
  const card = matchesCard(page);
  await expect(card.getByRole('figure', { name: 'Elo over time' })).toBeVisible();
  await card.getByRole('button', { name: 'Show data table' }).click();
  const points = card.getByRole('table', { name: 'Data for Elo over time' }).getByRole('row');
  await expect(points).toHaveCount(played + 2);
  await expect(card.getByRole('table', { name: /^Matches of / }).getByRole('row')).toHaveCount(
    Math.min(20, played) + 1,
  );
  await card.getByRole('button', { name: 'Hide data table' }).click();
  await atBothWidths(page, 'matches/idea-elo-over-time');
}
