import type { Page } from '@playwright/test';
import { cardOf, commentMentioning, invitationLink, labScreens, rateIdea } from './support/lab';
import { completedSession, signInLocally, uniqueEmail } from './support/session';
import { expect, test } from './support/test';

// Live updates (issue 31, part 5; docs/architecture.md, "Live events"): two members on one idea's
// page are told the other is there; one's rating and comment appear on the other's page without a
// reload; when the stream cannot be had the top bar says updates are paused, and Reconnect brings them back.

const WORDS = 'the greenhouse trial could settle this.';

async function openMembers(page: Page, workspace: string) {
  await page.goto('/workspaces/list');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: workspace }).click();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
}

test('a teammate’s rating and comment appear live; a lost stream says so and reconnects', async ({
  page: ana,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInLocally(ana, undefined, 'Ana Lima');
  await completedSession(ana, 'Lima lab', 'Cut fertiliser use in rice', 3);
  const idea = ana.getByRole('table', { name: 'Ideas' }).getByRole('row').getByRole('link').first();
  const ideaPage = (await idea.getAttribute('href'))!;
  await openMembers(ana, 'Lima lab');
  const link = await invitationLink(ana, 'editor');
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signInLocally(ben, uniqueEmail('ben'), 'Ben Okafor');
  await ben.goto(link);
  await expect(ben.getByText('You joined “Lima lab”')).toBeVisible();

  await ana.goto(ideaPage);
  await ben.goto(ideaPage);
  await expect(ana.getByText('Ben Okafor is viewing')).toBeVisible();
  await expect(ben.getByText('Ana Lima is viewing')).toBeVisible();
  await labScreens(ana, 'live-presence');

  await rateIdea(ben, 5);
  await commentMentioning(ben, 'Ana Lima', WORDS);
  const rating = cardOf(ana, 'Rating and tournament');
  await expect(rating.getByRole('radio', { name: 'Rate 5 out of 5 stars' })).toBeChecked();
  const thread = cardOf(ana, 'Comments').getByRole('region', { name: 'Thread started by Ben Okafor' });
  await expect(thread).toContainText(WORDS);

  // Ben leaves: Ana's line says nobody else is here.
  await ben.goto('/dashboard');
  await expect(ana.getByText('Ben Okafor is viewing')).toBeHidden();

  // A proxy that refuses streams: three failed connections later, the top bar says updates are paused.
  await ana.route('**/v1/events**', (route) => route.abort());
  await ana.reload();
  const paused = ana.getByText('Live updates paused. Refreshing every 30 seconds.');
  await expect(paused).toBeVisible({ timeout: 30_000 });
  await labScreens(ana, 'live-paused');
  await ana.unroute('**/v1/events**');
  await ana.getByRole('button', { name: 'Reconnect live updates' }).click();
  await expect(paused).toBeHidden();
  await ben.goto(ideaPage);
  await rateIdea(ben, 3);
  await expect(rating.getByRole('radio', { name: 'Rate 3 out of 5 stars' })).toBeChecked();
  await benContext.close();
});
