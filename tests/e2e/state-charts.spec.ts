import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { screenshotPath, signInLocally } from './support/session';
import { switchTheme } from './support/themes';

// The state-charts page for QA: reached from Settings' Developer section (never from a researcher's
// menu or the not-found page); a live actor in another tab moves the chart; a sandbox; exported
// test plans; and every machine of src/machines drawn with all its states visible, axe clean in
// light and dark.

const machineLinks = (page: Page) => page.getByRole('navigation', { name: 'Machines' }).getByRole('link');

/** The chart is laid out in a web worker; on two busy cores that can outlast the default wait. */
async function chartOf(page: Page, title: string) {
  const chart = page.getByRole('region', { name: `${title} state chart` });
  await expect(chart.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  return chart;
}

test('a tester reaches the charts, watches the drawer move from another tab, drives a sandbox and exports a plan', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // 1. From Settings > Developer, not from the account menu itself; an unknown machine is named.
  await signInLocally(page, undefined, 'Grace Hopper');
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await expect(page.getByRole('menuitem', { name: 'State charts' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Access tokens' }).click();
  await page.getByRole('region', { name: 'Developer' }).getByRole('link', { name: 'State charts' }).click();
  await expect(page).toHaveURL(/\/state-charts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'State charts' })).toBeVisible();
  await page.goto('/state-charts?machine=teleporter');
  await expect(page.getByRole('alert')).toContainText('There is no machine called “teleporter”.');

  // 2. Live: the logs drawer of another tab moves this tab's chart, and so does this tab's own.
  await page.goto('/state-charts?machine=logsDrawer');
  const chart = await chartOf(page, 'Logs drawer');
  await page.getByRole('tab', { name: 'Live' }).click();
  const closed = chart.getByRole('group', { name: 'State closed' });
  // The live view draws the chart again in the layout worker: as slow as the first drawing.
  await expect(closed).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(page.getByText(/2 running, here and in other tabs/)).toBeVisible();
  // A background tab runs no animation frames: the drawer's transition needs the tab in front.
  await other.bringToFront();
  await other.getByRole('button', { name: 'Activity log' }).click();
  await expect(
    other.getByRole('dialog', { name: 'Activity log' }).getByRole('heading', { name: 'Activity log' }),
  ).toBeVisible();
  await page.bringToFront();
  // This tab's own drawer is followed until another is chosen: follow the other tab's.
  await page.getByRole('radio', { name: /another tab$/ }).check();
  await expect(closed).not.toHaveAttribute('aria-current', 'true');
  await expect(page.locator('p', { hasText: 'Current state:' })).toContainText('open');
  await page.screenshot({ path: screenshotPath('state-charts/live-drawer-open'), fullPage: true });
  await other.bringToFront();
  await other.getByRole('button', { name: 'Close activity log' }).click();
  await page.bringToFront();
  await expect(closed).toHaveAttribute('aria-current', 'true');
  await other.close();

  // 3. Sandbox: a fresh copy where a refused event says why and an enabled one moves the chart.
  await page.getByRole('tab', { name: 'Sandbox' }).click();
  await expect(page.getByText('Not handled in this state').first()).toBeVisible();
  await page.getByRole('button', { name: 'drawer.open', exact: true }).click();
  await expect(chart.getByRole('group', { name: 'State closed' })).not.toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: screenshotPath('state-charts/sandbox'), fullPage: true });

  // 4. Test plans: every transition covered, exported as JSON and Markdown.
  await page.getByRole('tab', { name: 'Test plans' }).click();
  await expect(page.getByText(/all covered/)).toBeVisible();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const plan = JSON.parse(await readFile((await json.path())!, 'utf8')) as { uncovered: string[]; paths: unknown[] };
  expect(plan.uncovered).toEqual([]);
  expect(plan.paths.length).toBeGreaterThan(0);
  const [markdown] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Markdown' }).click(),
  ]);
  expect(await readFile((await markdown.path())!, 'utf8')).toMatch(/^1\. /m);

  // 5. The chart zooms with its named controls.
  const viewport = chart.locator('.react-flow__viewport');
  const before = await viewport.getAttribute('style');
  await chart.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => viewport.getAttribute('style')).not.toBe(before);
  await chart.getByRole('button', { name: 'Zoom out' }).click();
  await chart.getByRole('button', { name: 'Fit view' }).click();
  await expect(closed).toBeVisible();
});

/**
 * Every machine of the list whose position leaves `remainder` when divided by `of`: its chart has one
 * drawn node per state, and axe is clean in both themes. The page around the chart is the same for
 * every machine, so axe reads the whole page for the first machine and the machine's own panel after.
 * Returns the position of the last machine drawn.
 */
async function checkMachines(page: Page, remainder: number, of: number) {
  await signInLocally(page);
  await page.goto('/state-charts');
  await expect(machineLinks(page).first()).toBeVisible();
  const count = await machineLinks(page).count();
  expect(count).toBeGreaterThanOrEqual(8);
  let last = remainder;
  for (let i = remainder; i < count; i += of) {
    last = i;
    const link = machineLinks(page).nth(i);
    const title = (await link.locator('span').first().textContent())!;
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    const id = new URL(page.url()).searchParams.get('machine')!;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const chart = await chartOf(page, title);
    // One drawn node per state of the definition, as the page lists them in words, plus the root.
    const states = await page.getByRole('list', { name: 'States and transitions' }).locator(':scope > li').count();
    const nodes = chart.locator('.react-flow__node[role="group"]');
    await expect(nodes).toHaveCount(states + 1);
    for (const node of await nodes.all()) await expect(node).toBeVisible();
    const within = i === remainder ? undefined : 'section[aria-labelledby="machine-title"]';
    for (const scheme of ['light', 'dark'] as const) {
      await switchTheme(page, scheme);
      await page.screenshot({ path: screenshotPath(`state-charts/${id}-${scheme}`), fullPage: true });
      // Only colour changes with the theme: the dark pass reads contrast, the light pass read the rest.
      const rules = scheme === 'dark' ? ['color-contrast'] : undefined;
      expect.soft(await seriousViolations(page, within, rules), `${title}, ${scheme}`).toEqual([]);
    }
    await switchTheme(page, 'light');
  }
  return last;
}

// The machines are shared between two tests so that CI's two workers draw them side by side.
test.describe('every machine', () => {
  test.describe.configure({ mode: 'parallel' });

  test('every other machine from the first is drawn with all its states, axe clean in light and dark', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await checkMachines(page, 0, 2);
  });

  test('every other machine from the second is drawn with all its states, axe clean in light and dark, and a reload keeps the pick', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const last = await checkMachines(page, 1, 2);
    const picked = new URL(page.url()).search;
    await page.reload();
    expect(new URL(page.url()).search).toBe(picked);
    await expect(machineLinks(page).nth(last)).toHaveAttribute('aria-current', 'page');
  });
});
