import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { readZip } from '../support/read-zip';
import { validateCrate } from '../support/ro-crate-validate';
import { seriousViolations } from './support/axe';
import { overflowingElements } from './support/layout-audit';
import { seedResearch } from './support/seed';
import { screenshotPath, signInLocally } from './support/session';
import { APP_URL } from './support/urls';

// Logging from a script, as the README tells a researcher to: a token made on the Access tokens
// page, the README's curl example run as written, its two runs on the experiment page and on the
// leaderboard, the leaderboard's provenance followed back to the idea the runs test, and the
// dashboard's recent runs with their headline metric. On the way, the experiment's lineage from its
// idea to the best run, and the experiment downloaded as an RO-Crate the ro-crate library validates.

/** The README's shell block that logs runs, with the experiment id it leaves to the reader. */
function readmeLoggingExample(): string {
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const example = blocks.find((block) => block.startsWith('export EXPERIMENT_ID=…'));
  if (!example) throw new Error('README.md has no shell block starting with export EXPERIMENT_ID=…');
  return example.replace('export EXPERIMENT_ID=…\n', '');
}

test('a token from the UI logs two runs with the README example; they rank on the leaderboard, back to their idea', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInLocally(page);
  const research = await seedResearch(page, 'Biochar and nitrous oxide');

  // 1. A token, made and shown once on the Access tokens page.
  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Access tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Token name' }).fill('field laptop');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByRole('textbox', { name: 'New access token' }).inputValue();
  expect(secret).toMatch(/^lf_pat_/);
  await page.screenshot({ path: screenshotPath('access-token-created'), fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('textbox', { name: 'New access token' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'field laptop' })).toBeVisible();

  // 2. The README's example, run as a researcher would run it, with that token.
  const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', readmeLoggingExample()], {
    env: { ...process.env, LABFORGE_URL: APP_URL, LABFORGE_TOKEN: secret, EXPERIMENT_ID: research.experimentId },
  });
  expect(stdout.match(/"replayed":false/g)).toHaveLength(2);

  // 3. The experiment page lists both runs; loss, lower is better, becomes the primary metric.
  await page.goto(`/workspaces/experiments/${research.experimentId}`);
  const runs = page.getByRole('table', { name: 'Runs of this experiment' });
  await expect(runs.getByRole('link', { name: 'lr-0.01' })).toBeVisible({ timeout: 15_000 });
  await expect(runs.getByRole('link', { name: 'lr-0.1' })).toBeVisible();
  await expect(runs.getByText('Finished', { exact: true })).toHaveCount(2);
  const primary = page.getByRole('form', { name: 'Primary metric' });
  await primary.getByRole('combobox', { name: 'Primary metric' }).selectOption('loss');
  await primary.getByRole('combobox', { name: 'Better when' }).selectOption('Lower is better');
  await primary.getByRole('button', { name: 'Set primary metric' }).click();
  await expect(page.getByText('Primary metric set')).toBeVisible();
  await page.screenshot({ path: screenshotPath('experiment-runs'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // 3b. The lineage: idea to the best run by loss, and all of it downloaded as an RO-Crate.
  const lineage = page.getByRole('list', { name: /^Lineage of / });
  await expect(lineage.getByRole('listitem').filter({ hasText: /^7Result/ })).toContainText(
    'The lowest loss, 0.42, in run lr-0.01',
    { timeout: 15_000 },
  );
  await expect(lineage.getByRole('link', { name: 'lr-0.1', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as RO-Crate' }).click();
  const crateFile = await (await download).path();
  const files = readZip(readFileSync(crateFile));
  expect([...files.keys()]).toEqual(expect.arrayContaining(['ro-crate-metadata.json', 'idea.md', 'workflow.json']));
  const crate = JSON.parse(files.get('ro-crate-metadata.json')!.toString('utf8'));
  expect((await validateCrate(crate, [...files.keys()])).filter((r) => r.status === 'error')).toEqual([]);
  const lineageCard = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Lineage', exact: true }) })
    .filter({ has: lineage })
    .last();
  // The card alone, in a window tall enough to hold it below the sticky app bar.
  const shootCard = async (name: string, width: number) => {
    await page.setViewportSize({ width, height: 2400 });
    await lineageCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await lineageCard.screenshot({ path: screenshotPath(name) });
  };
  await shootCard('experiment-lineage-1440', 1440);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowingElements(page)).toEqual([]);
  await shootCard('experiment-lineage-390', 390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // 4. The leaderboard for loss: the lower loss first, with its provenance.
  await page.goto('/workspaces/leaderboards');
  await page
    .getByRole('search', { name: 'Filter best results' })
    .getByRole('combobox', { name: 'Metric' })
    .selectOption('loss');
  const board = page.getByRole('table', { name: 'Best results by loss, lower is better' });
  const ranked = board.getByRole('row').filter({ has: page.getByRole('link', { name: /^lr-/ }) });
  await expect(ranked).toHaveCount(2, { timeout: 15_000 });
  await expect(ranked.nth(0)).toContainText('lr-0.01');
  await expect(ranked.nth(0)).toContainText('0.42');
  await expect(ranked.nth(1)).toContainText('lr-0.1');
  await page.screenshot({ path: screenshotPath('leaderboard-loss'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // 5. Provenance: from the best run to the idea it tests.
  const ideaLink = ranked.nth(0).getByRole('link').nth(2);
  const ideaTitle = (await ideaLink.textContent())!;
  expect(ideaTitle.length).toBeGreaterThan(0);
  await ideaLink.click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${research.workspaceId}/ideas/${research.ideaIds[0]}$`));
  await expect(page.getByRole('heading', { level: 1, name: ideaTitle })).toBeVisible();
  await expect(page.getByText('Converted to experiment')).toBeVisible();

  // 6. The dashboard: both runs with their headline metric, and the session's best ideas.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const recentRuns = page.getByRole('region', { name: 'Recent runs' });
  await expect(recentRuns.getByRole('listitem')).toHaveCount(2);
  await expect(recentRuns.getByRole('listitem').filter({ hasText: 'lr-0.01' })).toContainText('0.42');
  await expect(recentRuns.getByRole('listitem').filter({ hasText: 'lr-0.01' })).toContainText('loss, lower is better');
  await expect(page.getByRole('region', { name: 'Best ideas' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Running sessions' })).toContainText('No sessions are running');
  await page.screenshot({ path: screenshotPath('dashboard-with-runs'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});
